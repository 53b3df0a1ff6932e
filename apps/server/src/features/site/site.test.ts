import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { VIDEO_SITE_PING_URL: 'https://video.example/ping.png' } });
});
afterAll(() => t.close());

describe('site routes', () => {
  it('GET /api/ping answers the envelope', async () => {
    const res = await t.app.inject({ url: '/api/ping' });
    expect(res.json()).toEqual({ status: 200, data: { pong: true }, result: { code: 0, message: 'success' } });
  });

  it('GET /api/site/config gives the configured ping URL', async () => {
    const res = await t.app.inject({ url: '/api/site/config' });
    expect(res.json()).toEqual({
      status: 200,
      data: { video_site_ping_url: 'https://video.example/ping.png' },
      result: { code: 0, message: 'success' },
    });
  });

  it('keeps result.message "success" in every language, so clients may compare it', async () => {
    const res = await t.app.inject({ url: '/api/ping', headers: { cookie: 'frontend_lang=zh_CN' } });
    expect(res.json().result).toEqual({ code: 0, message: 'success' });
  });
});
