import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createMailQueue } from '../mail/mail-queue.js';
import { createAccountConsoleService } from './account.console.service.js';
import { createAccountReviewService } from './account-review.service.js';

export interface AccountConsoleRoutesOptions {
  db: Db;
  config: Config;
  clock: Clock;
}

/** The reviewers' side of accounts: list, detail, decisions. */
export async function accountConsoleRoutes(app: FastifyInstance, { db, config, clock }: AccountConsoleRoutesOptions) {
  const review = createAccountReviewService({
    db,
    clock,
    mail: createMailQueue(config, clock),
    buyerChanged: (buyerId) => app.sessions.forgetBuyer(buyerId),
  });
  const accounts = createAccountConsoleService(db, clock, review);

  consoleRoute(app, CONSOLE_API.accounts, ({ query }) => accounts.page(query));

  consoleRoute(app, CONSOLE_API.accountDetail, ({ query }) => accounts.detail(query.id));

  consoleRoute(app, CONSOLE_API.accountReview, ({ body, session }) => review.decide({ id: session.operator.id }, body));
}
