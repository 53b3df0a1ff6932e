import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createRfqService } from '../rfq/rfq.service.js';
import { createOffersConsoleService } from './offers.console.service.js';

/** The sales inbox: RFQs and cart quotation requests, the RFQ thread, and quotations. */
export async function offersConsoleRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const quoting = createOffersConsoleService(db, clock, createRfqService({ db, clock }));

  consoleRoute(app, CONSOLE_API.rfqInbox, ({ query }) => quoting.rfqPage(query));
  consoleRoute(app, CONSOLE_API.rfqDetail, ({ query }) => quoting.rfqDetail(query.id));
  consoleRoute(app, CONSOLE_API.rfqMessage, ({ body, session }) =>
    quoting.message({ id: session.operator.id }, body.id, body.content),
  );
  consoleRoute(app, CONSOLE_API.quotationRequestInbox, ({ query }) => quoting.requestPage(query));
  consoleRoute(app, CONSOLE_API.quotationCreate, ({ body, session }) =>
    quoting.quote({ id: session.operator.id }, body),
  );
}
