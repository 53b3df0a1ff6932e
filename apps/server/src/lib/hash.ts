import { createHash } from 'node:crypto';

/** 32-bit FNV-1a: a fast, stable hash for deriving seeds and colours from text. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A short content hash for URLs and ETags. */
export function contentHash(content: string): string {
  return createHash('sha1').update(content).digest('base64url').slice(0, 12);
}
