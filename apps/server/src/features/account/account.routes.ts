import { API, LOGGED_OUT_USER } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { apiRoute } from '../../lib/api-route.js';
import type { Clock } from '../../lib/clock.js';
import { createMailer } from '../../lib/mailer.js';
import type { PasswordHasher } from '../../lib/password.js';
import { createRateLimiter } from '../../lib/rate-limit.js';
import { requestOrigin } from '../../lib/request-origin.js';
import { currentBuyer } from '../../lib/session.js';
import { createAccountService } from './account.service.js';
import { countryList } from './countries.js';
import { createVerifyCodeService } from './verify-code.service.js';

export interface AccountRoutesOptions {
  db: Db;
  config: Config;
  /** Server secret: keys the verification codes' HMAC. */
  secret: string;
  clock: Clock;
  passwords: PasswordHasher;
  /** The site's address for links in mails (lib/link-base.ts), decided when the server starts. */
  linkBase: () => string;
}

const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Registration, verification codes, login and sessions, account edits, password reset, renewal. */
export async function accountRoutes(app: FastifyInstance, options: AccountRoutesOptions): Promise<void> {
  const { db, config, clock, passwords, linkBase } = options;
  const mailer = createMailer(db, config, app.log);
  const limiter = createRateLimiter(db);
  const codes = createVerifyCodeService({ db, clock, mailer, limiter, secret: options.secret });
  const accounts = createAccountService({
    db,
    clock,
    mailer,
    passwords,
    limiter,
    codes,
    buyerChanged: (buyerId) => app.sessions.forgetBuyer(buyerId),
  });

  // Expired sessions, codes, links and throttle windows are deleted now and then, by every process
  // (the deletes are idempotent, so several processes doing it do no harm).
  let pruner: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    pruner = setInterval(() => {
      accounts
        .pruneExpired()
        .catch((error: unknown) => app.log.warn({ err: error }, 'pruning expired account rows failed'));
    }, PRUNE_INTERVAL_MS);
    pruner.unref();
  });
  app.addHook('onClose', async () => clearInterval(pruner));

  apiRoute(app, API.countries, ({ locale }) => ({ list: countryList(locale) }));

  apiRoute(app, API.sendSignupCode, ({ body, req, locale }) =>
    accounts.sendSignupCode({ email: body.email, ip: req.ip, locale }),
  );

  apiRoute(app, API.sendEmailChangeCode, ({ body, req, locale, session }) =>
    accounts.sendEmailChangeCode({ email: body.email, ip: req.ip, locale, buyer: session.buyer }),
  );

  apiRoute(app, API.register, ({ body }) => accounts.register(body), { successMessage: 'registered' });

  apiRoute(app, API.login, async ({ body, req, reply }) => {
    const buyer = await accounts.login({ email: body.email, password: body.password, origin: requestOrigin(req) });
    // A fresh session id at every login (no fixation); the browser's old session is deleted.
    await app.sessions.start(req, reply, buyer.id);
    return accounts.toAccount(buyer);
  });

  apiRoute(app, API.logout, async ({ req, reply }) => {
    const session = await currentBuyer(req);
    await app.sessions.end(req, reply);
    if (session) await accounts.loggedOut(session.buyer.id, requestOrigin(req));
    return null;
  });

  apiRoute(app, API.userInfo, async ({ req }) => {
    const session = await currentBuyer(req);
    return session ? accounts.toAccount(session.buyer) : LOGGED_OUT_USER;
  });

  apiRoute(app, API.accountEdit, ({ body, req, session }) =>
    accounts.edit(session, body, requestOrigin(req), () => app.sessions.endOthers(session.buyer.id, session.sessionId)),
  );

  apiRoute(
    app,
    API.forgotPassword,
    ({ query, req, locale }) =>
      accounts.forgotPassword({ email: query.email, site: query.site, ip: req.ip, locale, baseUrl: linkBase() }),
    { successMessage: 'forgotPasswordSent' },
  );

  apiRoute(app, API.resetPassword, ({ body, req }) =>
    accounts.resetPassword({ token: body.token, password: body.password, origin: requestOrigin(req) }),
  );

  apiRoute(app, API.renewal, ({ session }) => accounts.requestRenewal(session.buyer.id));
}
