import type { FastifyInstance } from 'fastify';
import { createReadiness, type ReadinessDeps } from './health.service.js';

/**
 * `GET /healthz`: the process answers (no database call), for an orchestrator deciding on a
 * restart. `GET /readyz`: it can serve, for a load balancer deciding where to send traffic
 * (docs/decisions/040). Probes come every few seconds: they log at warn only.
 */
export async function healthRoutes(app: FastifyInstance, options: Omit<ReadinessDeps, 'log'>): Promise<void> {
  const readiness = createReadiness({ ...options, log: app.log });

  app.get('/healthz', { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const { ready, checks } = await readiness.check();
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'not_ready', checks };
  });
}
