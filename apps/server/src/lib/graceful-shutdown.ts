import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** Connections still open this long after closing began are cut: a stalled client cannot hold the process. */
const DRAIN_LIMIT_MS = 20_000;
/** Then the process exits whatever still runs (a job, the database closing), before a supervisor's usual 30 s run out. */
export const EXIT_LIMIT_MS = 25_000;
/** A kept-alive connection whose answer was already on its way when closing began is closed once idle this long. */
const DRAIN_IDLE_MS = 100;

/**
 * Makes closing the app drain it. The server stops accepting connections (Fastify), requests it
 * has received are answered in full, not refused with 503 (Fastify's `return503OnClosing` is off
 * in app.ts), and every answer sent meanwhile says `Connection: close`, so a kept-alive
 * connection ends after the answer its client waits for instead of being cut under the next
 * request. Register on the root instance before any plugin, so every route inherits the hook.
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.keepAliveTimeout = DRAIN_IDLE_MS;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTP/2 has no such header (Node drops it, with a warning): its sessions are sent a GOAWAY instead (lib/tls.ts).
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Closes a listening app: waits for the requests in flight, then its onClose hooks (the job running).
 * The drain limit bounds the connections alone: it ends when the server's last connection does, not
 * when the hooks after it are done.
 */
export async function closeApp(app: FastifyInstance, log: Logger, drainLimitMs = DRAIN_LIMIT_MS): Promise<void> {
  const cut = setTimeout(() => {
    log.warn({ limitMs: drainLimitMs }, 'connections still open after the drain limit: cutting them');
    // An HTTP/2 server has no such method; its sessions were sent a GOAWAY when closing began.
    if (typeof app.server.closeAllConnections === 'function') app.server.closeAllConnections();
  }, drainLimitMs);
  app.server.once('close', () => clearTimeout(cut));
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/**
 * On SIGTERM or SIGINT, runs `stop` once, logs "shut down" and exits 0 (1 when `stop` fails or
 * outlasts `exitLimitMs`). Later signals are ignored: Ctrl-C in a terminal reaches every process
 * of the group, on top of the one `npm start` or the cluster's primary forwards.
 */
export function stopOnSignals(log: Logger, stop: () => Promise<void>, exitLimitMs = EXIT_LIMIT_MS): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({ limitMs: exitLimitMs }, 'shutdown outlasted its limit: exiting now');
      process.exit(1);
    }, exitLimitMs).unref();
    stop().then(
      () => {
        log.info({ ms: Math.round(performance.now() - started) }, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
