import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db, Listen } from './db/client.js';
import { accountConsoleRoutes } from './features/account/account.console.routes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { accountActivityConsoleRoutes } from './features/account-activity/account-activity.console.routes.js';
import { accountActivityRoutes } from './features/account-activity/account-activity.routes.js';
import { afterSalesConsoleRoutes } from './features/after-sales/after-sales.console.routes.js';
import { afterSalesRoutes } from './features/after-sales/after-sales.routes.js';
import { cartRoutes } from './features/cart/cart.routes.js';
import { createCartMemory } from './features/cart/cart-memory.js';
import { catalogRoutes } from './features/catalog/catalog.routes.js';
import { activeBanners } from './features/catalog/catalog.service.js';
import { createCatalogMemory } from './features/catalog/catalog-memory.js';
import { bannersRoutes } from './features/catalog-admin/banners.routes.js';
import { campaignsRoutes } from './features/catalog-admin/campaigns.routes.js';
import { catalogueImagesRoutes } from './features/catalog-admin/catalogue-images.routes.js';
import { categoriesRoutes } from './features/catalog-admin/categories.routes.js';
import { productImportRoutes } from './features/catalog-admin/product-import.routes.js';
import { productsRoutes } from './features/catalog-admin/products.routes.js';
import { storesRoutes } from './features/catalog-admin/stores.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { createFileReplies } from './features/files/file-reply.js';
import { filesConsoleRoutes } from './features/files/files.console.routes.js';
import { filesRoutes } from './features/files/files.routes.js';
import { createFilesService } from './features/files/files.service.js';
import { historyRoutes } from './features/history/history.routes.js';
import { createJobQueue, installJobQueue } from './features/jobs/job-queue.js';
import { registerMallJobs } from './features/jobs/jobs.js';
import { outboxConsoleRoutes } from './features/mail/outbox.console.routes.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { ensureFirstAdmin } from './features/operators/first-admin.js';
import { operatorsRoutes } from './features/operators/operators.routes.js';
import { installMetrics } from './features/ops/metrics.js';
import { opsRoutes } from './features/ops/ops.routes.js';
import { ordersConsoleRoutes } from './features/orders/orders.console.routes.js';
import { ordersRoutes } from './features/orders/orders.routes.js';
import { purchasePlansRoutes } from './features/purchase-plans/purchase-plans.routes.js';
import { offersConsoleRoutes } from './features/quotation/offers.console.routes.js';
import { offersRoutes } from './features/quotation/offers.routes.js';
import { quotationRoutes } from './features/quotation/quotation.routes.js';
import { rfqRoutes } from './features/rfq/rfq.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import { createSearchIndex } from './features/search/search-index.js';
import { siteRoutes } from './features/site/site.routes.js';
import { vendorsRoutes } from './features/vendors/vendors.routes.js';
import { type Clock, systemClock } from './lib/clock.js';
import { installCompression } from './lib/compression.js';
import { drainOnClose } from './lib/graceful-shutdown.js';
import { clientErrorHandler, installErrorHandlers } from './lib/http-errors.js';
import { listenedBaseUrl } from './lib/link-base.js';
import { createLogger } from './lib/logger.js';
import { installNulRefusal } from './lib/nul-refusal.js';
import { createOperatorSessionStore, installOperatorSessions } from './lib/operator-session.js';
import { type PasswordHasher, scryptHasher } from './lib/password.js';
import { RequestLog } from './lib/request-log.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { installSameOriginCheck } from './lib/same-origin.js';
import { installSecurityHeaders } from './lib/security-headers.js';
import { createSessionStore, installSessions, SESSION_CHANGE_CHANNEL } from './lib/session.js';
import { serverTransport } from './lib/tls.js';
import { registerWebApps } from './lib/web-app.js';

/** Form and JSON bodies; uploads (multipart) get their own, larger limit on their route. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  config: Config;
  db: Db;
  /** The database's change notifications (the catalogue's read model follows them). */
  listen: Listen;
  /** Whether a notification arrives with its commit (PGlite): then remembered orders need no revision read. */
  notifiesAtCommit?: boolean;
  /** Signs cookies; see lib/session-secret.ts. */
  sessionSecret: string;
  /** The process's logger (lib/logger.ts); by default one at LOG_LEVEL; tests pass one writing where they read. */
  logger?: FastifyBaseLogger;
  /** Time of sessions, codes, links and lockouts; tests move it. */
  clock?: Clock;
  /** Password hashing (scrypt); tests wrap it to count checks. */
  passwords?: PasswordHasher;
  /**
   * How long a feature may take to start (some wait on the database): Fastify's 10 s by default; 0
   * leaves it to the caller, as the tests do, whose hooks have their own limit on a crowded machine.
   */
  pluginTimeout?: number;
}

/**
 * Fastify reads a number as "trust no hop"; a count here means the nearest N hops are the
 * deployment's own proxies (the address they add is believed, the client's own entries are not).
 */
function trustProxy(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The whole HTTP application, ready for `listen` or `inject`; it never listens by itself. */
export async function buildApp({
  config,
  db,
  listen,
  notifiesAtCommit = false,
  sessionSecret,
  logger,
  clock = systemClock,
  passwords = scryptHasher,
  pluginTimeout,
}: AppOptions): Promise<FastifyInstance> {
  const transport = serverTransport(config);
  const options = {
    loggerInstance: logger ?? createLogger(config.LOG_LEVEL),
    logController: new RequestLog(config.REQUEST_LOG_LEVEL),
    // A request received while closing is answered (with `Connection: close`), not refused: see drainOnClose.
    return503OnClosing: false,
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    clientErrorHandler,
    ...(pluginTimeout === undefined ? {} : { pluginTimeout }),
  };
  // The routes read requests and write answers through Fastify's API, the same over HTTP/1.1 and HTTP/2.
  const app = (transport.secure
    ? Fastify({ ...options, ...transport.options })
    : Fastify(options)) as unknown as FastifyInstance;
  drainOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandlers(app);
  installSecurityHeaders(app, config.VIDEO_SITE_PING_URL);

  // Links in mails: PUBLIC_URL, else the address the server listens on (PORT 0 is known only then).
  let linkBase = config.PUBLIC_URL ?? listenedBaseUrl(config.HOST, config.PORT, transport.secure);
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!config.PUBLIC_URL && address && typeof address === 'object')
      linkBase = listenedBaseUrl(config.HOST, address.port, transport.secure);
  });

  await app.register(fastifyCookie, { secret: sessionSecret });
  await app.register(fastifyFormbody);
  await installCompression(app);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  installSameOriginCheck(app);
  installNulRefusal(app);
  const sessionStore = createSessionStore(db, clock);
  installSessions(app, sessionStore);
  const unlistenSessions = await listen(SESSION_CHANGE_CHANNEL, sessionStore.onChange);
  app.addHook('onClose', () => unlistenSessions());

  // The catalogue's read model, shared by the catalogue's pages and the cart; loaded while the
  // server starts answering (the first catalogue reads wait for it).
  const catalogMemory = createCatalogMemory(db, listen);
  await catalogMemory.start();
  app.addHook('onClose', () => catalogMemory.stop());
  catalogMemory
    .sync()
    .catch((error: unknown) => app.log.error({ err: error }, 'catalogue read model: the load failed'));

  await app.register(siteRoutes, { config });
  await app.register(accountRoutes, {
    db,
    config,
    secret: sessionSecret,
    clock,
    passwords,
    linkBase: () => linkBase,
  });
  await app.register(accountActivityRoutes, { db, clock });
  await app.register(catalogRoutes, { db, memory: catalogMemory, clock });
  await app.register(mediaRoutes, { db });
  await app.register(rfqRoutes, { db, clock });
  const files = createFilesService({ db, clock });
  const sendStoredFile = createFileReplies(files);
  await app.register(filesRoutes, { clock, files, sendStoredFile });
  // The carts' read model, shared by the cart and the purchase plans, which put lines in it.
  const cartMemory = createCartMemory(db, listen);
  await cartMemory.start();
  app.addHook('onClose', () => cartMemory.stop());
  await app.register(cartRoutes, { db, listen, memory: catalogMemory, clock, cartMemory });
  await app.register(quotationRoutes, { db, clock });
  const searchIndex = createSearchIndex(db, catalogMemory);
  await app.register(searchRoutes, { db, index: searchIndex });
  // The console: operators' sessions, the first administrator, background jobs (decision 019).
  installOperatorSessions(app, createOperatorSessionStore(db, clock));
  await ensureFirstAdmin(db, config, passwords, clock);
  const jobQueue = createJobQueue({ db, listen, clock, log: app.log });
  registerMallJobs(jobQueue, { db, config, clock, log: app.log });
  installJobQueue(app, jobQueue, config.RUN_JOBS);
  await app.register(operatorsRoutes, { db, clock, passwords });
  await app.register(accountConsoleRoutes, { db, config, clock });
  await app.register(accountActivityConsoleRoutes, { db, clock });
  await app.register(outboxConsoleRoutes, { db, config, clock });
  await app.register(offersRoutes, { db, clock });
  await app.register(offersConsoleRoutes, { db, clock });
  await app.register(filesConsoleRoutes, { sendStoredFile });
  await app.register(ordersRoutes, { db, listen, notifiesAtCommit, clock });
  await app.register(historyRoutes, { db });
  await app.register(vendorsRoutes, { db, memory: catalogMemory, clock });
  await app.register(purchasePlansRoutes, { db, clock, memory: catalogMemory, cartMemory });
  await app.register(ordersConsoleRoutes, { db, clock });
  await app.register(afterSalesRoutes, { db, clock });
  await app.register(afterSalesConsoleRoutes, { db, clock });
  await app.register(async (catalogueEditing) => {
    // An operator's change shows on the next page anyone opens here (catalog-memory.ts `caughtUp`).
    catalogueEditing.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET') await catalogMemory.caughtUp();
      return payload;
    });
    await catalogueEditing.register(catalogueImagesRoutes, { db, clock });
    await catalogueEditing.register(categoriesRoutes, { db });
    await catalogueEditing.register(storesRoutes, { db });
    await catalogueEditing.register(campaignsRoutes, { db, clock });
    await catalogueEditing.register(productsRoutes, { db, clock });
    await catalogueEditing.register(productImportRoutes, { db, clock });
  });
  await app.register(bannersRoutes, { db });
  await app.register(dashboardRoutes, { db, clock });
  // Alive, ready and metrics for whoever runs the mall, outside /api (docs/decisions/040).
  const metrics = installMetrics(app);
  await app.register(opsRoutes, {
    config,
    db,
    metrics,
    catalogue: catalogMemory,
    cart: cartMemory,
    search: searchIndex,
  });
  await registerWebApps(
    app,
    {
      webDistDir: config.WEB_DIST_DIR,
      consoleDistDir: config.CONSOLE_DIST_DIR,
      desktopDistDir: config.DESKTOP_DIST_DIR,
    },
    async (locale) => (await activeBanners(db, clock, locale))[0],
  );
  return app;
}
