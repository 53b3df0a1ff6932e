import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has a default for everything but DATABASE_URL and SESSION_SECRET', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      REQUEST_LOG_LEVEL: 'info',
      WORKERS: 1,
      WEB_DIST_DIR: fileURLToPath(new URL('../../web/dist', import.meta.url)),
      CONSOLE_DIST_DIR: fileURLToPath(new URL('../../console/dist', import.meta.url)),
      DESKTOP_DIST_DIR: fileURLToPath(new URL('../../desktop/dist', import.meta.url)),
      VIDEO_SITE_PING_URL: 'https://www.youtube.com/favicon.ico',
      SEED_PRODUCTS: 2000,
      MAIL_FROM: 'Procurement Mall <no-reply@mall.local>',
      TRUST_PROXY: false,
      RUN_JOBS: true,
    });
  });

  it('takes the first administrator as an email and a password together, never echoing the password', () => {
    expect(loadConfig({ ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'long enough 1' })).toMatchObject({
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long enough 1',
    });
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      'ADMIN_PASSWORD=(value hidden): ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD=(value hidden): must be 10 to 128 characters',
    );
  });

  it('reads the environment and treats an empty variable as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/mall',
      DATABASE_URL: 'postgres://mall@db:5432/mall',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '100000',
      HOST: '',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/var/mall',
      DATABASE_URL: 'postgres://mall@db:5432/mall',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: 100_000,
      HOST: '0.0.0.0',
    });
  });

  it('names every bad variable, its value (unless secret) and what it must be', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x@y/z',
        SEED_PRODUCTS: '-5',
        SESSION_SECRET: 'short',
        VIDEO_SITE_PING_URL: 'ftp://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      [
        'Invalid configuration:',
        '  PORT="eighty": must be a port number from 0 to 65535',
        '  DATABASE_URL=(value hidden): must be a postgres:// or postgresql:// URL',
        '  LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent',
        '  VIDEO_SITE_PING_URL="ftp://x": must be an http:// or https:// URL',
        '  SEED_PRODUCTS="-5": must be a whole number from 0 to 1000000',
        '  SESSION_SECRET=(value hidden): must be at least 32 characters',
      ].join('\n'),
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT="70000": must be a port number from 0 to 65535');
  });
});

describe('loadConfig: processes and request lines', () => {
  it('reads WORKERS and REQUEST_LOG_LEVEL', () => {
    expect(
      loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://mall@db:5432/mall', REQUEST_LOG_LEVEL: 'silent' }),
    ).toMatchObject({ WORKERS: 4, REQUEST_LOG_LEVEL: 'silent' });
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS="0": must be a whole number from 1 to 64');
    expect(() => loadConfig({ REQUEST_LOG_LEVEL: 'loud' })).toThrow(
      'REQUEST_LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('refuses several processes on the embedded database, which belongs to one process', () => {
    expect(() => loadConfig({ WORKERS: '3' })).toThrow(
      'WORKERS="3": more than one server process needs DATABASE_URL (the embedded database belongs to one process)',
    );
  });
});

describe('loadConfig: mail and proxy settings', () => {
  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL (without a trailing slash) and TRUST_PROXY', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Mall <mall@example.com>',
        PUBLIC_URL: 'https://mall.example.com/',
        TRUST_PROXY: '1',
      }),
    ).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Mall <mall@example.com>',
      PUBLIC_URL: 'https://mall.example.com',
      TRUST_PROXY: 1,
    });
  });

  it('reads TRUST_PROXY as a number of proxies or their addresses; false or 0 trusts none', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('refuses TRUST_PROXY=true, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY="true": would trust every hop, so any client could choose its own address and escape the per-address limits: write the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    );
  });

  it('refuses TRUST_PROXY entries that are neither a count nor addresses', () => {
    for (const value of ['10.0.0.0/33', '1,2', 'proxy.local', '10.0.0.1/8/1', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY=${JSON.stringify(value)}: must be the number of proxies in front of the server (e.g. 1) or their addresses, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)`,
      );
    }
  });

  it('names bad mail and proxy settings, hiding the SMTP URL (it may hold a password)', () => {
    expect(() =>
      loadConfig({
        SMTP_URL: 'http://user:secret@x',
        MAIL_FROM: 'nobody',
        PUBLIC_URL: 'ftp://x',
        TRUST_PROXY: 'maybe',
      }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  SMTP_URL=(value hidden): must be an smtp:// or smtps:// URL',
        '  MAIL_FROM="nobody": must be an address, e.g. "Mall <no-reply@example.com>"',
        '  PUBLIC_URL="ftp://x": must be an http:// or https:// URL',
        '  TRUST_PROXY="maybe": must be the number of proxies in front of the server (e.g. 1) or their addresses, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)',
      ].join('\n'),
    );
  });

  it('takes a metrics token of 16 characters or more, never echoing it, and a metrics port only with it', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me-0123456789', METRICS_PORT: '9464' })).toMatchObject({
      METRICS_TOKEN: 'scrape-me-0123456789',
      METRICS_PORT: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short secret' })).toThrow(
      'METRICS_TOKEN=(value hidden): must be at least 16 characters, without spaces',
    );
    expect(() => loadConfig({ METRICS_PORT: '9464' })).toThrow(
      'METRICS_PORT="9464": needs METRICS_TOKEN: metrics are served only to a scraper bearing it',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'scrape-me-0123456789', METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT="3000": must differ from PORT: metrics get a port of their own',
    );
    expect(() =>
      loadConfig({ METRICS_TOKEN: 'scrape-me-0123456789', WORKERS: '4', DATABASE_URL: 'postgres://mall@db:5432/mall' }),
    ).toThrow(
      'METRICS_PORT=undefined: is needed with WORKERS above 1: the primary process serves there the metrics of all server processes',
    );
  });
});
