import { LOGIN_FAILURES_PER_IP, VERIFY_CODE_MAX_PER_IP_PER_HOUR } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * TRUST_PROXY names the deployment's own proxies (a hop count or their addresses): the per-address
 * throttles key on the address those hops report, whatever a client writes into X-Forwarded-For.
 */
const PROXY = '10.0.0.2';
let byCount: TestApp;
let byAddress: TestApp;

beforeAll(async () => {
  byCount = await buildTestApp({ noCatalogue: true, env: { TRUST_PROXY: '1' } });
  byAddress = await buildTestApp({ noCatalogue: true, env: { TRUST_PROXY: '10.0.0.0/8' } });
});
afterAll(async () => {
  await byCount.close();
  await byAddress.close();
});

/** What the proxy forwards: the client's own header with the client's real address appended. */
const spoofed = (i: number, client: string) => `198.51.100.${i % 250}, 192.0.2.${i % 7}, ${client}`;

describe('TRUST_PROXY', () => {
  it('counts codes per client address behind one proxy, whatever X-Forwarded-For the client wrote', async () => {
    const client = '203.0.113.7';
    const send = (i: number) =>
      byCount.app.inject({
        method: 'POST',
        url: '/send_captcha/signup',
        payload: { email: `spoof${i}@example.com` },
        headers: { 'x-forwarded-for': spoofed(i, client) },
        remoteAddress: PROXY,
      });
    for (let i = 0; i < VERIFY_CODE_MAX_PER_IP_PER_HOUR; i++) expect((await send(i)).json().status).toBe(200);
    const res = await send(VERIFY_CODE_MAX_PER_IP_PER_HOUR);
    expect(res.statusCode).toBe(429);
    // Another client behind the same proxy keeps its own count.
    const other = await byCount.app.inject({
      method: 'POST',
      url: '/send_captcha/signup',
      payload: { email: 'other-client@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.8' },
      remoteAddress: PROXY,
    });
    expect(other.json().status).toBe(200);
  });

  it('throttles failed logins per client address behind one proxy, whatever X-Forwarded-For says', async () => {
    const client = '203.0.113.9';
    const login = (i: number) =>
      byCount.app.inject({
        method: 'POST',
        url: '/api/purchase/v1/h5/customer/login',
        payload: { email: `nobody${i}@example.com`, password: 'Wrong1234' },
        headers: { 'x-forwarded-for': spoofed(i, client) },
        remoteAddress: PROXY,
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) expect((await login(i)).json().status).toBe(60117);
    expect((await login(LOGIN_FAILURES_PER_IP)).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from the listed proxy addresses', async () => {
    const direct = '203.0.113.20';
    const send = (i: number) =>
      byAddress.app.inject({
        method: 'POST',
        url: '/send_captcha/signup',
        payload: { email: `direct${i}@example.com` },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress: direct,
      });
    for (let i = 0; i < VERIFY_CODE_MAX_PER_IP_PER_HOUR; i++) expect((await send(i)).json().status).toBe(200);
    expect((await send(VERIFY_CODE_MAX_PER_IP_PER_HOUR)).statusCode).toBe(429);

    // Through the listed proxy, the client's address is the one the proxy appended.
    const viaProxy = (email: string, client: string) =>
      byAddress.app.inject({
        method: 'POST',
        url: '/send_captcha/signup',
        payload: { email },
        headers: { 'x-forwarded-for': `${direct}, ${client}` },
        remoteAddress: PROXY,
      });
    expect((await viaProxy('proxied-a@example.com', '203.0.113.21')).json().status).toBe(200);
    expect((await viaProxy('proxied-b@example.com', direct)).statusCode).toBe(429);
  });
});
