import type { FastifyInstance } from 'fastify';
import { FieldsError } from './app-error.js';

/** Nesting deeper than any contract shape is left to the schemas, which refuse it anyway. */
const MAX_DEPTH = 8;

/** The dotted path of the first text holding a NUL character, or null. */
function nulField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000), and no person types one: every request
 * carrying one, on every route present and future, is refused by field before its handler, as
 * invalid input rather than a fault of the server.
 */
export function installNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    const field = nulField(req.query, '') ?? nulField(req.body, '');
    if (field === null) done();
    else done(new FieldsError([{ field, code: 'nul_character', params: {}, missing: false }]));
  });
}
