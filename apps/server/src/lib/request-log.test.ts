import { Writable } from 'node:stream';
import { SESSION_COOKIE } from '@mall/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, TEST_PASSWORD, type TestApp } from '../../test/helper.js';
import { createLogger } from './logger.js';
import { RequestLog } from './request-log.js';

/** A pino destination that keeps each line, as standard output would receive it. */
function capture() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const lines = () => chunks.join('').split('\n').filter(Boolean);
  return { stream, lines };
}

const logged = capture();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, logger: createLogger('trace', logged.stream) });
  await createBuyer(t.db, { email: 'logs@example.com', status: 'member', memberUntil: '2099-12-31' });
});
afterAll(() => t.close());

describe('the log', () => {
  it('is JSON lines; each request is one line with its request id, and a login leaves no password or cookie', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/v1/h5/customer/login?lang=en',
      payload: { email: 'logs@example.com', password: TEST_PASSWORD },
    });
    const session = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    expect(session).toBeTruthy();
    const info = await t.app.inject({
      url: '/api/user/info',
      headers: { cookie: `${SESSION_COOKIE}=${session}`, authorization: 'Bearer not-for-logs' },
    });
    const missing = await t.app.inject({ url: '/api/no/such/thing' });
    // What a careless log call could pass: the configured paths censor it.
    t.app.log.info(
      {
        headers: { cookie: 'mall_sid=leaked', authorization: 'Basic leaked' },
        body: { password: 'leaked', code: '123456' },
      },
      'a careless line',
    );

    const entries = logged.lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = entries.filter((entry) => entry.msg === 'request');
    const ids = [login, info, missing].map((res) => res.headers['x-request-id']);
    expect(requestLines.map((entry) => entry.reqId)).toEqual(ids);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      pid: process.pid,
      method: 'POST',
      url: '/api/purchase/v1/h5/customer/login',
      route: '/api/purchase/v1/h5/customer/login',
      statusCode: 200,
      ms: expect.any(Number),
    });
    expect(requestLines[2]).toMatchObject({ url: '/api/no/such/thing', statusCode: 404 });
    // No "incoming request" / "request completed" pairs from Fastify beside the one line.
    expect(entries.filter((entry) => /incoming request|request completed/.test(String(entry.msg)))).toEqual([]);
    expect(entries.find((entry) => entry.msg === 'a careless line')).toMatchObject({
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      body: { password: '[redacted]', code: '[redacted]' },
    });
    const text = logged.lines().join('\n');
    for (const secret of [TEST_PASSWORD, session ?? 'missing', 'leaked', 'not-for-logs']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('REQUEST_LOG_LEVEL', () => {
  async function requestLines(requestLevel: 'debug' | 'warn' | 'silent') {
    const logged = capture();
    const app = Fastify({
      loggerInstance: createLogger('info', logged.stream),
      logController: new RequestLog(requestLevel),
    });
    app.get('/ping', async () => 'pong');
    await app.inject({ url: '/ping?who=me' });
    await app.close();
    return logged
      .lines()
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request');
  }

  it('writes the request line at the chosen level, hidden when LOG_LEVEL is above it', async () => {
    expect(await requestLines('warn')).toEqual([
      expect.objectContaining({ level: 40, method: 'GET', url: '/ping', route: '/ping', statusCode: 200 }),
    ]);
    expect(await requestLines('debug')).toEqual([]);
    expect(await requestLines('silent')).toEqual([]);
  });
});
