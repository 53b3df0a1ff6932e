// Buyers a benchmark writes straight into the database, and their logins.
import { randomBytes, scryptSync } from 'node:crypto';

export const BENCH_PASSWORD = 'Bench2026';

/**
 * The stored form of BENCH_PASSWORD (lib/password.ts): `scrypt$N$r$p$salt$hash`. The hash names its
 * own cost, so a cheaper one than the server's still verifies and the bench logs in at once.
 */
export function benchPasswordHash() {
  const [N, r, p] = [2 ** 14, 8, 1];
  const salt = randomBytes(16);
  const key = scryptSync(BENCH_PASSWORD, salt, 64, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * The session cookie of a buyer with BENCH_PASSWORD, in English.
 * @param {string} baseUrl @param {string} email
 */
export async function benchLogin(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/purchase/v1/h5/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email, password: BENCH_PASSWORD }).toString(),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`login of ${email} failed: ${await response.text()}`);
  return `${cookie}; frontend_lang=en_US`;
}
