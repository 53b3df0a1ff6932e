import { createServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PRODUCTS, type TestApp } from '../../../test/helper.js';
import { UNMATCHED_ROUTE } from './metrics.js';
import { serveClusterMetrics } from './metrics.routes.js';

const TOKEN = 'metrics-test-token-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** A port nothing listens on now (the system's pick, released at once). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The label values of every sample in a Prometheus text answer. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/[a-z_]+="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '');
}

/** The value of the one sample whose line starts so. */
function sample(text: string, start: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${start} `));
  return line === undefined ? undefined : Number(line.slice(start.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ noCatalogue: true });
  });
  afterAll(() => t.close());

  it('is not there at all (404), whatever the request bears', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: BEARER });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    // A route that crashes, for the error counter: added before the app's first request readies it.
    t.app.get('/test/crash', async () => {
      throw new Error('crash for the metrics test');
    });
  });
  afterAll(() => t.close());

  it('refuses a scraper without the token or with another one (401), saying how to authenticate', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request');
    }
  });

  it('times each answer by route pattern, method and status class, never by the URL asked', async () => {
    await t.app.inject({ url: '/api/en/shop/search?keyword=bolt&page=1' });
    await t.app.inject({ url: '/no/such/page?email=someone@example.com' });
    const res = await t.app.inject({ url: '/metrics', headers: BEARER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",route="/api/:market/shop/search",method="GET",status_class="2xx"} 1',
    );
    expect(text).toContain(
      `http_request_duration_seconds_count{route="${UNMATCHED_ROUTE}",method="GET",status_class="4xx"} 1`,
    );
    const values = labelValues(text);
    expect(values.filter((value) => /[?=@]|bolt|no\/such/.test(value))).toEqual([]);
  });

  it('counts 5xx answers by route', async () => {
    expect((await t.app.inject({ url: '/test/crash' })).statusCode).toBe(500);
    const text = (await t.app.inject({ url: '/metrics', headers: BEARER })).body;
    expect(sample(text, 'http_server_errors_total{route="/test/crash",method="GET"}')).toBe(1);
  });

  it("shows the process's event-loop delay and memory, the job queue's depth and the catalogue read model", async () => {
    const now = Date.now();
    // A kind no process runs, so the jobs stay where they are put.
    await t.app.jobs.enqueue(t.db, { kind: 'metrics-test', maxAttempts: 1, runAt: new Date(now - 1000) });
    await t.app.jobs.enqueue(t.db, { kind: 'metrics-test', maxAttempts: 1, runAt: new Date(now + 3_600_000) });
    // The catalogue loads while the app starts; a product read waits for it.
    await t.app.inject({ url: '/api/en/shop/product/detail?id=1' });
    const text = (await t.app.inject({ url: '/metrics', headers: BEARER })).body;
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE mall_job_queue_jobs gauge');
    expect(sample(text, 'mall_job_queue_jobs{state="due"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mall_job_queue_jobs{state="scheduled"}')).toBeGreaterThanOrEqual(1);
    // The app's own recurring jobs may be running meanwhile.
    expect(sample(text, 'mall_job_queue_jobs{state="running"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'mall_catalogue_read_model_products')).toBe(TEST_PRODUCTS);
    expect(sample(text, 'mall_catalogue_read_model_lag_seconds')).toBe(0);
  });
});

describe('METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp({
      noCatalogue: true,
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('serves /metrics on its own port only, to the bearer of the token', async () => {
    const address = t.app.server.address();
    const publicPort = typeof address === 'object' && address ? address.port : 0;
    expect((await fetch(`http://127.0.0.1:${publicPort}/metrics`, { headers: BEARER })).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${publicPort}/healthz`)).status).toBe(200);

    const own = `http://127.0.0.1:${port}`;
    const res = await fetch(`${own}/metrics`, { headers: BEARER });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await res.text()).toContain('route="/healthz",method="GET",status_class="2xx"');
    const refused = await fetch(`${own}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(`${own}/healthz`, { headers: BEARER })).status).toBe(404);
  });

  it('closes its port with the app', async () => {
    const other = await buildTestApp({
      noCatalogue: true,
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(await freePort()), HOST: '127.0.0.1' },
    });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const metricsPort = other.config.METRICS_PORT;
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: BEARER })).status).toBe(200);
    await other.close();
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: BEARER })).rejects.toThrow();
  });
});

describe('serveClusterMetrics', () => {
  it("serves a cluster primary's metrics on METRICS_PORT to the bearer of the token, and nothing without a token", async () => {
    const { log } = Fastify();
    const port = await freePort();
    expect(await serveClusterMetrics({ METRICS_PORT: port, HOST: '127.0.0.1' }, log)).toBeNull();
    const stop = await serveClusterMetrics({ METRICS_TOKEN: TOKEN, METRICS_PORT: port, HOST: '127.0.0.1' }, log);
    try {
      // No server process runs in this test: the sum over none is empty.
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: BEARER });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    } finally {
      await stop?.();
    }
  });
});
