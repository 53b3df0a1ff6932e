import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';
import type { ReadinessDeps } from './health.service.js';
import { type MetricsRoutesOptions, metricsRoutes } from './metrics.routes.js';

export type OpsOptions = Omit<ReadinessDeps, 'log'> & MetricsRoutesOptions;

/** The deployment's endpoints, outside /api and its envelope: alive, ready, metrics (docs/decisions/040). */
export async function opsRoutes(app: FastifyInstance, options: OpsOptions): Promise<void> {
  await app.register(healthRoutes, options);
  await app.register(metricsRoutes, options);
}
