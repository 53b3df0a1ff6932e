import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createDashboardService } from './dashboard.service.js';

/** The console's first page, for every operator. */
export async function dashboardRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const dashboard = createDashboardService(db, clock);
  consoleRoute(app, CONSOLE_API.dashboard, () => dashboard.counts());
}
