import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, queryRows, type TestApp } from '../../test/helper.js';
import { escapeHtml } from './escape-html.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail through SMTP when SMTP_URL is set', () => {
  const received: Received[] = [];
  let sink: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
    const port = (sink.server.address() as AddressInfo).port;
    t = await buildTestApp({
      noCatalogue: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Test Mall <mall@test.example>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('delivers the code mail to the SMTP server and records it as sent by smtp', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/send_captcha/signup',
      payload: { email: 'smtp@example.com' },
      headers: { cookie: 'frontend_lang=en_US' },
    });
    expect(res.json().status).toBe(200);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('mall@test.example');
    expect(mail?.to).toEqual(['smtp@example.com']);
    const [row] = await queryRows<{ text: string; transport: string }>(
      t.db,
      sql`SELECT text, transport FROM mail_outbox`,
    );
    expect(row?.transport).toBe('smtp');
    const code = row?.text.match(/\b(\d{6})\b/)?.[1] ?? 'none';
    expect(mail?.raw).toContain(`Subject: Your verification code: ${code}`);
    expect(mail?.raw).toContain('From: Test Mall <mall@test.example>');
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
  });
});

describe('a mail server that cannot be reached', () => {
  it('answers HTTP 503 with the envelope, records no mail and keeps no code (the buyer may ask again)', async () => {
    // Port 9 (discard) on localhost: nothing listens there, the connection is refused.
    const t = await buildTestApp({ noCatalogue: true, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/send_captcha/signup',
        payload: { email: 'down@example.com' },
        headers: { cookie: 'frontend_lang=en_US' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        data: null,
        result: { code: 503, message: 'The service is starting or unavailable. Please try again shortly.' },
      });
      expect(await queryRows(t.db, sql`SELECT id FROM mail_outbox`)).toEqual([]);
      expect(await queryRows(t.db, sql`SELECT email FROM email_codes`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
