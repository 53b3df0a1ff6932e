import type { Readable } from 'node:stream';
import { type ConsoleRouteDef, ErrorCode, envelopeSchema, type Locale, ok } from '@mall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PRIVATE_NO_STORE } from './api-route.js';
import { AppError } from './app-error.js';
import { requestLocale } from './locale.js';
import { type OperatorSession, requireOperator } from './operator-session.js';

type Parsed<D, K extends 'query' | 'body'> = D extends { [P in K]: infer S extends z.ZodTypeAny }
  ? z.output<S>
  : undefined;
type Data<D> = D extends { response: infer S extends z.ZodTypeAny } ? z.input<S> : unknown;

/** What a console handler receives: validated input, the operator's language, the operator. */
export interface ConsoleContext<D extends ConsoleRouteDef> {
  query: Parsed<D, 'query'>;
  body: Parsed<D, 'body'>;
  locale: Locale;
  session: D extends { roles: 'public' } ? undefined : OperatorSession;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Whether an operator's role lets them call a route; an administrator may call every route. */
export function roleAllows(def: ConsoleRouteDef, role: string): boolean {
  if (def.roles === 'public' || def.roles === 'any' || role === 'admin') return true;
  return (def.roles as readonly string[]).includes(role);
}

/**
 * Registers one route of the console's table (CONSOLE_API). Before the body is even parsed, a
 * caller without an operator session gets 401 and an operator outside the route's roles 403, so
 * nobody learns which fields or body types a route takes without the right to call it. Only the
 * operator cookie counts: a buyer's session is never looked at here.
 */
export function consoleRoute<const D extends ConsoleRouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (ctx: ConsoleContext<D>) => Promise<Data<D>> | Data<D>,
): void {
  const guarded = def.roles !== 'public';
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.response ? { response: { 200: envelopeSchema(def.response) } } : {}),
    },
    ...(guarded
      ? {
          onRequest: async (req: FastifyRequest) => {
            const session = await requireOperator(req);
            if (!roleAllows(def, session.operator.role)) throw new AppError(ErrorCode.FORBIDDEN);
          },
        }
      : {}),
    handler: async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const ctx = {
        query: req.query,
        body: req.body,
        locale: requestLocale(req),
        session: guarded ? await requireOperator(req) : undefined,
        req,
        reply,
      } as ConsoleContext<D>;
      const data = await handler(ctx);
      // A route without a response shape (a file) has sent its bytes itself.
      return def.response ? ok(data) : reply;
    },
  });
}

/** What a file route answers: a download of its own name and type. */
export interface ConsoleFile {
  type: string;
  fileName: string;
  body: string | Readable;
}

/**
 * A console route that answers a file (a CSV template or export) instead of the envelope, with
 * the same checks first: 401 without an operator session, 403 outside the route's roles, then
 * validation. Failures still answer the envelope.
 */
export function consoleFileRoute<const D extends ConsoleRouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (ctx: ConsoleContext<D>) => Promise<ConsoleFile>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    schema: def.query ? { querystring: def.query } : {},
    preValidation: async (req: FastifyRequest) => {
      const session = await requireOperator(req);
      if (!roleAllows(def, session.operator.role)) throw new AppError(ErrorCode.FORBIDDEN);
    },
    handler: async (req, reply) => {
      const ctx = {
        query: req.query,
        body: req.body,
        locale: requestLocale(req),
        session: await requireOperator(req),
        req,
        reply,
      } as ConsoleContext<D>;
      const file = await handler(ctx);
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .type(file.type)
        .send(file.body);
    },
  });
}
