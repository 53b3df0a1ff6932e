import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { readAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import type { PasswordHasher } from '../../lib/password.js';
import { createRateLimiter } from '../../lib/rate-limit.js';
import { createOperatorService, toOperator } from './operators.service.js';

export interface OperatorsRoutesOptions {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
}

/** Console login and sessions, the operators' own passwords, the administrators' operator list and the audit log. */
export async function operatorsRoutes(app: FastifyInstance, { db, clock, passwords }: OperatorsRoutesOptions) {
  const sessions = app.operatorSessions;
  const service = createOperatorService({ db, clock, passwords, limiter: createRateLimiter(db), sessions });

  consoleRoute(app, CONSOLE_API.login, async ({ body, req, reply }) => {
    const operator = await service.login({ email: body.email, password: body.password, ip: req.ip });
    // A fresh session id at every login (no fixation); the browser's old one is deleted.
    await sessions.start(req, reply, operator.id);
    return toOperator(operator);
  });

  consoleRoute(app, CONSOLE_API.logout, async ({ req, reply }) => {
    await sessions.end(req, reply);
    return null;
  });

  consoleRoute(app, CONSOLE_API.me, ({ session }) => toOperator(session.operator));

  consoleRoute(app, CONSOLE_API.password, ({ body, session }) => service.changeOwnPassword(session, body));

  consoleRoute(app, CONSOLE_API.operators, ({ query }) => service.list(query));

  consoleRoute(app, CONSOLE_API.operatorCreate, ({ body, session }) =>
    service.create({ id: session.operator.id }, body),
  );

  consoleRoute(app, CONSOLE_API.operatorUpdate, ({ body, session }) =>
    service.update({ id: session.operator.id }, body),
  );

  consoleRoute(app, CONSOLE_API.audit, ({ query }) => readAudit(db, query));
}
