import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/info', () => {
  it('answers the logged-out record, whatever cookies are sent', async () => {
    for (const cookie of ['', 'frontend_lang=zh_CN', 'mall_sid=forged-session-id']) {
      const res = await t.app.inject({ url: '/api/user/info', headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200, data: { login: 0 }, result: { code: 0, message: 'success' } });
    }
  });
});
