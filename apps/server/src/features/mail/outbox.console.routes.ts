import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createOutboxService } from './outbox.service.js';

/** The administrators' outbox: the mails with their state, and another send. */
export async function outboxConsoleRoutes(
  app: FastifyInstance,
  { db, config, clock }: { db: Db; config: Config; clock: Clock },
) {
  const outbox = createOutboxService(db, config, clock);

  consoleRoute(app, CONSOLE_API.outbox, ({ query }) => outbox.page(query));

  consoleRoute(app, CONSOLE_API.outboxResend, ({ body, session }) =>
    outbox.resend({ id: session.operator.id }, body.id),
  );
}
