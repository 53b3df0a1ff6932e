import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createAfterSalesConsoleService } from './after-sales.console.service.js';

/** Sales' side of after-sales cases: the queue, a case, its steps and the operators' messages. */
export async function afterSalesConsoleRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const cases = createAfterSalesConsoleService(db, clock);
  const actor = (operatorId: number) => ({ id: operatorId });

  consoleRoute(app, CONSOLE_API.afterSalesQueue, ({ query }) => cases.queue(query));
  consoleRoute(app, CONSOLE_API.afterSalesCase, ({ query }) => cases.detail(query.id));
  consoleRoute(app, CONSOLE_API.afterSalesAccept, ({ body, session }) =>
    cases.accept(actor(session.operator.id), body.id),
  );
  consoleRoute(app, CONSOLE_API.afterSalesReject, ({ body, session }) =>
    cases.reject(actor(session.operator.id), body.id, body.reason),
  );
  consoleRoute(app, CONSOLE_API.afterSalesRequestReturn, ({ body, session }) =>
    cases.requestReturn(actor(session.operator.id), body.id),
  );
  consoleRoute(app, CONSOLE_API.afterSalesResolve, ({ body, session }) =>
    cases.resolve(actor(session.operator.id), body),
  );
  consoleRoute(app, CONSOLE_API.afterSalesReply, ({ body, session }) => cases.reply(actor(session.operator.id), body));
}
