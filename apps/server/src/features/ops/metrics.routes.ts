import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AggregatorRegistry, Gauge } from 'prom-client';
import type { Config } from '../../config.js';
import type { CatalogMemory } from '../catalog/catalog-memory.js';
import { DATABASE_CHECK_TIMEOUT_MS, within } from './health.service.js';
import { bearsToken, type Metrics } from './metrics.js';

type MetricsConfig = Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'HOST'>;

export interface MetricsRoutesOptions {
  config: MetricsConfig;
  metrics: Metrics;
  catalogue: Pick<CatalogMemory, 'status'>;
}

/** The queue's and the catalogue's gauges, read when scraped; a cluster's primary aggregates them as marked. */
function addMallGauges(app: FastifyInstance, { metrics, catalogue }: MetricsRoutesOptions): void {
  new Gauge({
    name: 'mall_job_queue_jobs',
    help: 'Jobs in the queue across processes: due now, scheduled for later, running.',
    labelNames: ['state'],
    registers: [metrics.registry],
    // Every process reads the same table.
    aggregator: 'first',
    async collect() {
      const depth = await within(
        app.jobs.depth().catch((error: unknown) => {
          app.log.warn({ err: error }, 'metrics: the job queue could not be read');
          return null;
        }),
        DATABASE_CHECK_TIMEOUT_MS,
        null,
      );
      // No sample rather than a stale one: the scrape shows the gap.
      this.reset();
      if (!depth) return;
      for (const state of ['due', 'scheduled', 'running'] as const) this.set({ state }, depth[state]);
    },
  });
  new Gauge({
    name: 'mall_catalogue_read_model_lag_seconds',
    help: 'How long the oldest catalogue change heard has waited to be applied to the read model (0: none waits).',
    registers: [metrics.registry],
    aggregator: 'max',
    collect() {
      this.set(catalogue.status().lagSeconds);
    },
  });
  new Gauge({
    name: 'mall_catalogue_read_model_products',
    help: 'Products in the catalogue read model.',
    registers: [metrics.registry],
    aggregator: 'min',
    collect() {
      this.set(catalogue.status().products);
    },
  });
}

/** A server of its own answering `GET /metrics` to a bearer of the token, and 404 to anything else. */
function metricsServer(token: string, render: () => Promise<string>, contentType: string, log: FastifyBaseLogger) {
  return createServer((req, res) => {
    const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers })
        .end(text);
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return answer(404, 'Not found');
    if (!bearsToken(req.headers.authorization, token))
      return answer(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
    render().then(
      (body) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics: the scrape failed');
        answer(500, 'Internal error');
      },
    );
  });
}

/** Listens on METRICS_PORT and HOST; answers how to stop. */
async function listenForScrapes(server: Server, config: MetricsConfig, log: FastifyBaseLogger) {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.METRICS_PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  log.info(
    { port: typeof address === 'object' ? address?.port : config.METRICS_PORT },
    'metrics served on their own port',
  );
  return async (): Promise<void> => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/**
 * `GET /metrics` (Prometheus text) for a scraper bearing METRICS_TOKEN; without the token set
 * there is no such route. With METRICS_PORT it is served on that port only, by a server of its own
 * that starts when the app listens; in a cluster the primary serves it (docs/decisions/040).
 */
export async function metricsRoutes(app: FastifyInstance, options: MetricsRoutesOptions): Promise<void> {
  const { config, metrics } = options;
  const token = config.METRICS_TOKEN;
  if (!token) return;
  addMallGauges(app, options);
  if (cluster.isWorker) return;

  if (config.METRICS_PORT === undefined) {
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearsToken(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .type('text/plain; charset=utf-8')
          .send('Unauthorized');
      }
      return reply.type(metrics.contentType).send(await metrics.render());
    });
    return;
  }

  const server = metricsServer(token, metrics.render, metrics.contentType, app.log);
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onListen', async () => {
    try {
      stop = await listenForScrapes(server, config, app.log);
    } catch (error) {
      // The mall serves on without them: metrics are for its operators, not its buyers.
      app.log.error({ err: error, port: config.METRICS_PORT }, 'metrics: METRICS_PORT could not be listened on');
    }
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

/**
 * For the primary process of a cluster (WORKERS above 1): serves on METRICS_PORT the metrics of
 * every server process, summed or as each metric says. Answers how to stop; nothing when
 * METRICS_TOKEN is unset.
 */
export async function serveClusterMetrics(
  config: MetricsConfig,
  log: FastifyBaseLogger,
): Promise<(() => Promise<void>) | null> {
  if (!config.METRICS_TOKEN || config.METRICS_PORT === undefined) return null;
  const aggregator = new AggregatorRegistry();
  const server = metricsServer(config.METRICS_TOKEN, () => aggregator.clusterMetrics(), aggregator.contentType, log);
  return listenForScrapes(server, config, log);
}
