import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The route label of a request no route matched: its path would make a series per URL tried. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Answers from memory take about a millisecond: prom-client's default buckets start at 5. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | null = null;

/**
 * Event-loop delay, memory, CPU, handles and garbage collection describe the process, not one
 * app, and their collectors cannot be stopped: made once per process (tests build many apps).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's metrics registry, with every answer timed by route pattern (`/api/:market/shop/search`,
 * never the URL asked, so the series stay as few as the routes), method and status class.
 */
export function installMetrics(app: FastifyInstance) {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern and method.',
    labelNames: ['route', 'method'],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    duration.observe({ route, method: request.method, status_class: statusClass }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ route, method: request.method });
    done();
  });
  if (cluster.isWorker) {
    // The primary serves the metrics of every server process (serveClusterMetrics): this one
    // answers its requests, which prom-client starts doing once an AggregatorRegistry exists.
    AggregatorRegistry.setRegistries([processMetrics(), registry]);
    new AggregatorRegistry();
  }
  return {
    /** Where the app's own gauges go (features/ops/metrics.routes.ts). */
    registry,
    contentType: registry.contentType,
    /** The Prometheus text of the process's and the app's metrics. */
    render: (): Promise<string> => Registry.merge([processMetrics(), registry]).metrics(),
  };
}

export type Metrics = ReturnType<typeof installMetrics>;

/** Whether an Authorization header bears the token; compared as digests, so neither content nor length shows in the time taken. */
export function bearsToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token)) && given !== '';
}
