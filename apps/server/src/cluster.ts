import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { serveClusterMetrics } from './features/ops/metrics.routes.js';
import { EXIT_LIMIT_MS, stopOnSignals } from './lib/graceful-shutdown.js';

/** The first restart of a server process that died waits this long, doubling with each death in a row. */
const RESTART_DELAY_MS = 1000;
const RESTART_DELAY_MAX_MS = 30_000;
/** A process that ran this long before dying starts its back-off afresh: it was not crashing at start. */
const STABLE_MS = 60_000;
/** The workers have EXIT_LIMIT_MS each to close; the primary waits a little longer for the last one. */
const PRIMARY_EXIT_LIMIT_MS = EXIT_LIMIT_MS + 5_000;

/**
 * `WORKERS=N` (N > 1, PostgreSQL): this primary process prepares the database once (`prepare`:
 * migrations, demo data), then forks N server processes that share PORT (node:cluster hands each
 * new connection to one of them). One that dies is started again after a back-off. SIGTERM or
 * SIGINT goes on to every server process, and the primary exits once they all have: 0 when each
 * closed cleanly. The primary serves no page, only the metrics of all the processes (METRICS_PORT).
 */
export async function runCluster(config: Config, log: Logger, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  const stopMetrics = await serveClusterMetrics(config, log);
  const live = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let unclean = false;
  let allExited = () => {};

  function start(slot: number, deathsInARow: number): void {
    const worker = cluster.fork();
    const pid = worker.process.pid;
    const startedAt = Date.now();
    live.add(worker);
    worker.once('listening', () => log.info({ slot, workerPid: pid }, 'server process listening'));
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        // Killed by the forwarded SIGTERM before it could install its handler: it had accepted nothing.
        if (signal === null ? code !== 0 : signal !== 'SIGTERM') unclean = true;
        if (live.size === 0) allExited();
        return;
      }
      const deaths = Date.now() - startedAt >= STABLE_MS ? 1 : deathsInARow + 1;
      const delayMs = Math.min(RESTART_DELAY_MS * 2 ** (deaths - 1), RESTART_DELAY_MAX_MS);
      log.error({ slot, workerPid: pid, code, signal, restartInMs: delayMs }, 'server process died: starting another');
      const restart = setTimeout(() => {
        restarts.delete(restart);
        start(slot, deaths);
      }, delayMs);
      restarts.add(restart);
    });
  }

  stopOnSignals(
    log,
    async () => {
      stopping = true;
      for (const restart of restarts) clearTimeout(restart);
      const exited = new Promise<void>((resolve) => {
        allExited = resolve;
      });
      for (const worker of live) worker.process.kill('SIGTERM');
      if (live.size > 0) await exited;
      await stopMetrics?.();
      if (unclean) throw new Error('a server process did not close cleanly');
    },
    PRIMARY_EXIT_LIMIT_MS,
  );
  log.info({ workers: config.WORKERS, port: config.PORT }, 'starting server processes');
  for (let slot = 0; slot < config.WORKERS; slot++) start(slot, 0);
}
