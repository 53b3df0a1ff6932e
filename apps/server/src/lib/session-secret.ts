import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

const KEY_FILE = 'session-secret';

/**
 * The server-side sealing key: SESSION_SECRET when given; otherwise one generated into DATA_DIR on
 * first start and read back afterwards, so sealed values survive restarts. It never leaves the server.
 */
export function resolveSessionSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(config.DATA_DIR, KEY_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx` fails if another process won the race to create it; then that key is read below.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
