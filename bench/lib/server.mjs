// Starts the built mall on a free port and waits for its first healthy answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFlags, processEnv } from '../../scripts/run-node.mjs';

const root = new URL('../../', import.meta.url).pathname;

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The tests' self-signed certificate for localhost and 127.0.0.1: a bench's server over HTTPS and HTTP/2. */
export const TLS_ENV = {
  TLS_CERT_FILE: `${root}apps/server/test/tls/localhost.crt`,
  TLS_KEY_FILE: `${root}apps/server/test/tls/localhost.key`,
};

/**
 * @param {{ dataDir: string, env?: Record<string, string>, timeoutMs?: number, nodeArgs?: string[] }} options
 * The server runs with the flags `npm start` gives it (`nodeFlags`), then `nodeArgs` (a profiler's
 * flags, say), before its script. With `TLS_ENV` in `env` the server speaks HTTPS; its certificate
 * is known to no one, so the bench's process must accept it (NODE_TLS_REJECT_UNAUTHORIZED=0, set
 * by the bench that asks for it).
 * @returns {Promise<{ url: string, pid: number, startupMs: number, output: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({ dataDir, env = {}, timeoutMs = 600_000, nodeArgs = [] }) {
  const port = await freePort();
  const url = `${env.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags(), ...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: root,
    env: processEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  if (startupMs >= timeoutMs) {
    child.kill('SIGKILL');
    throw new Error(`the server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    startupMs,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The built mall to measure: `BENCH_URL` when a server is already running (e.g. one started with
 * `DESKTOP_DIST_DIR` pointing at another desktop build), else the built server on a fresh data directory.
 * The server inherits this process's environment, so `DESKTOP_DIST_DIR` chooses the desktop build here too;
 * `env` adds settings of its own (`TLS_ENV`, say).
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function benchServer({ env = {} } = {}) {
  const given = process.env.BENCH_URL;
  if (given) return { url: given.replace(/\/$/, ''), stop: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
  const server = await startServer({ dataDir, env });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
