import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { SCRYPT_PARAMS } from '@mall/contract';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

function scrypt(password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; twice that leaves room for the rest of the computation.
  const maxmem = 256 * N * r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt (node:crypto, off the main thread) with a random salt per password, stored self-describing
 * as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be raised later while old
 * hashes still verify. Verification compares in constant time. Tests may hash at a lower cost.
 */
export const scryptHasherAt = (params: ScryptParams): PasswordHasher => ({
  async hash(password) {
    const { N, r, p, keyLength, saltLength } = params;
    const salt = randomBytes(saltLength);
    const key = await scrypt(password, salt, keyLength, N, r, p);
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  },
  async verify(password, stored) {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
    const salt = Buffer.from(parts[4] ?? '', 'base64url');
    const expected = Buffer.from(parts[5] ?? '', 'base64url');
    if (expected.length === 0) return false;
    const key = await scrypt(password, salt, expected.length, N, r, p);
    return timingSafeEqual(key, expected);
  },
});

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
}

export const scryptHasher: PasswordHasher = scryptHasherAt(SCRYPT_PARAMS);
