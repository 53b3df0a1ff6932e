import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { OPERATOR_PASSWORD_MAX_LENGTH, OPERATOR_PASSWORD_MIN_LENGTH } from '@mall/contract';
import { z } from 'zod';

/** The web build sits at apps/web/dist; this file is apps/server/src/config.ts or, bundled, apps/server/dist/main.js. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The console's build sits beside it at apps/console/dist. */
const DEFAULT_CONSOLE_DIST_DIR = fileURLToPath(new URL('../../console/dist', import.meta.url));
/** And the desktop site's at apps/desktop/dist. */
const DEFAULT_DESKTOP_DIST_DIR = fileURLToPath(new URL('../../desktop/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const PORT_ERROR = 'must be a port number from 0 to 65535';
const COUNT_ERROR = 'must be a whole number from 0 to 1000000';
const WORKERS_ERROR = 'must be a whole number from 1 to 64';
const TRUST_PROXY_ERROR =
  'must be the number of proxies in front of the server (e.g. 1) or their addresses, comma-separated (e.g. 127.0.0.1,10.0.0.0/8)';
const TRUST_ALL_ERROR =
  'would trust every hop, so any client could choose its own address and escape the per-address limits: write the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)';

/** The names proxy-addr knows for address ranges, besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * Which hops of X-Forwarded-For to believe: none (`false`), the nearest N, or those from these
 * addresses. `true` (every hop) is refused: the client writes the first entries itself.
 */
const trustProxySchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === 'true') ctx.addIssue({ code: 'custom', message: TRUST_ALL_ERROR });
    else if (value === 'false' || /^\d{1,3}$/.test(value)) return;
    else if (!value.split(',').every((entry) => isProxyAddress(entry.trim())))
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
  })
  .transform((value): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: PORT_ERROR })
    .int({ error: PORT_ERROR })
    .min(0, { error: PORT_ERROR })
    .max(65_535, { error: PORT_ERROR })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** The level of the one line logged per request (method, path, status, time); written when LOG_LEVEL lets it through. */
  REQUEST_LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Server processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  WORKERS: z.coerce
    .number({ error: WORKERS_ERROR })
    .int({ error: WORKERS_ERROR })
    .min(1, { error: WORKERS_ERROR })
    .max(64, { error: WORKERS_ERROR })
    .default(1),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST_DIR),
  CONSOLE_DIST_DIR: z.string().min(1).default(DEFAULT_CONSOLE_DIST_DIR),
  DESKTOP_DIST_DIR: z.string().min(1).default(DEFAULT_DESKTOP_DIST_DIR),
  VIDEO_SITE_PING_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://www.youtube.com/favicon.ico'),
  SEED_PRODUCTS: z.coerce
    .number({ error: COUNT_ERROR })
    .int({ error: COUNT_ERROR })
    .min(0, { error: COUNT_ERROR })
    .max(1_000_000, { error: COUNT_ERROR })
    .default(2000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Mail goes through this SMTP server when set (smtp:// or smtps://, credentials in the URL); else only to the outbox table. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, { error: 'must be an address, e.g. "Mall <no-reply@example.com>"' })
    .default('Procurement Mall <no-reply@mall.local>'),
  /** Base URL of the site for links in mails (reset links); without it, the address the server listens on. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * HTTPS with HTTP/2 on PORT (HTTP/1.1 clients are still answered): the certificate chain and its
   * private key, PEM files. Left unset where a reverse proxy terminates TLS.
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** Behind reverse proxies: take the client address, host and protocol from the X-Forwarded-* headers they add. */
  TRUST_PROXY: trustProxySchema.optional().transform((value) => value ?? false),
  /** The first console administrator, created at start when no operator has this email. */
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be an email address' }))
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(OPERATOR_PASSWORD_MIN_LENGTH, {
      error: `must be ${OPERATOR_PASSWORD_MIN_LENGTH} to ${OPERATOR_PASSWORD_MAX_LENGTH} characters`,
    })
    .max(OPERATOR_PASSWORD_MAX_LENGTH, {
      error: `must be ${OPERATOR_PASSWORD_MIN_LENGTH} to ${OPERATOR_PASSWORD_MAX_LENGTH} characters`,
    })
    .optional(),
  /** Whether the server also runs background jobs; off when `npm run worker` processes run them. */
  RUN_JOBS: z.stringbool({ error: 'must be true or false' }).default(true),
  /** GET /metrics (Prometheus) answers only a scraper sending `Authorization: Bearer <this>`; no metrics without it. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[!-~]{16,}$/, { error: 'must be at least 16 characters, without spaces' })
    .optional(),
  /** /metrics on this port only, on a server of its own, instead of the public port. */
  METRICS_PORT: z.coerce
    .number({ error: PORT_ERROR })
    .int({ error: PORT_ERROR })
    .min(0, { error: PORT_ERROR })
    .max(65_535, { error: PORT_ERROR })
    .optional(),
});

export type Config = z.infer<typeof envSchema>;

/** Never echoed in an error: a key, and a URL that may hold a password. */
const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'DATABASE_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'METRICS_TOKEN']);

/** Start-up failure listing every bad variable by name, so one run shows all that must be fixed. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the settings from the environment; an empty variable counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => (env[key] ? [[key, env[key]]] : [])),
  );
  const parsed = envSchema
    .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
      path: ['ADMIN_PASSWORD'],
      error: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
    })
    .refine((env) => (env.TLS_CERT_FILE === undefined) === (env.TLS_KEY_FILE === undefined), {
      path: ['TLS_KEY_FILE'],
      error: 'TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither',
    })
    // PGlite is one process per data directory: the other processes could not open it.
    .refine((env) => env.WORKERS === 1 || env.DATABASE_URL !== undefined, {
      path: ['WORKERS'],
      error: 'more than one server process needs DATABASE_URL (the embedded database belongs to one process)',
    })
    .refine((env) => env.METRICS_PORT === undefined || env.METRICS_TOKEN !== undefined, {
      path: ['METRICS_PORT'],
      error: 'needs METRICS_TOKEN: metrics are served only to a scraper bearing it',
    })
    .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
      path: ['METRICS_PORT'],
      error: 'must differ from PORT: metrics get a port of their own',
    })
    // Each connection to the shared PORT reaches one process: a scrape there would see only its metrics.
    .refine((env) => env.WORKERS === 1 || env.METRICS_TOKEN === undefined || env.METRICS_PORT !== undefined, {
      path: ['METRICS_PORT'],
      error: 'is needed with WORKERS above 1: the primary process serves there the metrics of all server processes',
    })
    .safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const shown = SECRET_VARIABLES.has(name) ? '(value hidden)' : JSON.stringify(present[name]);
    return `  ${name}=${shown}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
