import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

/** Request fields that carry a password, a verification code or a reset token (the contract's names). */
const SECRET_FIELDS = ['password', 'confirm_password', 'old_password', 'code', 'email_code', 'token'];

/**
 * Never written to a log: session cookies and credentials in headers, and the secret fields of a
 * logged request body or of an object logged as is. `code` is censored only inside a body: an
 * error's `code` (ECONNRESET, a PostgreSQL code) is what an operator needs to read.
 */
export const REDACTED_PATHS = [
  ...['req.headers', 'headers'].flatMap((headers) => [
    `${headers}.cookie`,
    `${headers}.authorization`,
    `${headers}["set-cookie"]`,
  ]),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`]),
  ...SECRET_FIELDS.filter((field) => field.includes('password')),
];

/**
 * The process's one logger: a JSON line per entry on standard output (or `destination`, for tests
 * that read what was logged), each with time, level, pid and hostname. Fastify makes its request
 * loggers children of it, so their lines add the request id (`reqId`). Each line is written at once
 * in one write of its own: the server processes of a cluster share standard output, and a pipe
 * keeps a write of up to 4 KiB whole, where pino's buffered default could mix two processes' lines.
 */
export function createLogger(level: LevelWithSilent = 'info', destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * Whatever Node itself would print in plain text goes through the logger instead: process warnings
 * (a lost PostgreSQL connection, deprecations) and a crash from an error nothing caught.
 */
export function logProcessEvents(log: Logger): void {
  // Node's own listener prints the warning as text; the log line replaces it.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ err: warning }, warning.message));
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught error: the process stops');
    process.exit(1);
  });
}
