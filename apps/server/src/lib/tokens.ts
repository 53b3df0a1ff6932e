import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An unguessable opaque token (256 bits, base64url) for cookies and links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a high-entropy token is stored: its SHA-256 (hex). A stolen table yields no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How a low-entropy secret (a 6-digit code) is stored: an HMAC with the server key, so a stolen table cannot be brute-forced offline. */
export function keyedHash(key: string, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
}
