import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './session-secret.js';

describe('resolveSessionSecret', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mall-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses SESSION_SECRET when given, writing nothing', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecret({ SESSION_SECRET: secret, DATA_DIR: path.join(dir, 'unused') })).toBe(secret);
    expect(() => statSync(path.join(dir, 'unused'))).toThrow();
  });

  it('otherwise generates a key into DATA_DIR, readable by the owner only, and reuses it', () => {
    const dataDir = path.join(dir, 'data');
    const first = resolveSessionSecret({ SESSION_SECRET: undefined, DATA_DIR: dataDir });
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ SESSION_SECRET: undefined, DATA_DIR: dataDir })).toBe(first);
    expect(resolveSessionSecret({ SESSION_SECRET: undefined, DATA_DIR: path.join(dir, 'other') })).not.toBe(first);
  });
});
