import {
  envelopeSchema,
  type Locale,
  type Market,
  marketParamsSchema,
  ok,
  type RouteDef,
  SUCCESS_MESSAGES,
  type SuccessMessageKey,
  serverPath,
} from '@mall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestLocale } from './locale.js';
import { type BuyerSession, requireBuyer } from './session.js';

/** One buyer's or operator's business (their cart, documents, prices): no cache, shared or private, keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** The content type Fastify gives the answers it serializes itself. */
const JSON_TYPE = 'application/json; charset=utf-8';

type Parsed<D, K extends 'query' | 'body'> = D extends { [P in K]: infer S extends z.ZodTypeAny }
  ? z.output<S>
  : undefined;
type Data<D> = D extends { response: infer S extends z.ZodTypeAny } ? z.input<S> : unknown;

/** What a handler receives: validated input, the market of the path, the caller's language. */
export interface ApiContext<D extends RouteDef> {
  query: Parsed<D, 'query'>;
  body: Parsed<D, 'body'>;
  market: D extends { market: true } ? Market : undefined;
  locale: Locale;
  /** The logged-in buyer and their session, on routes marked `login: true` (others: see `currentBuyer`). */
  session: D extends { login: true } ? BuyerSession : undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What `apiRoute` may be told besides its handler: a success message in the caller's language, or
 * that the handler answers from a cache of immutable objects (data that is the very object answered
 * before is then sent as the bytes it was serialized to, without serializing it again).
 */
export type ApiRouteOptions =
  | { successMessage?: SuccessMessageKey; reusesAnswers?: never }
  | { reusesAnswers: true; successMessage?: never };

/**
 * Registers one route of the contract's table. The only place where the path, the market segment
 * (`/api/:market/...`, `en` or `cn`), the input schemas and the success envelope are wired, so each
 * handler only turns validated input into data. A route marked `login: true` answers the 401
 * envelope to a visitor before its handler runs.
 */
export function apiRoute<const D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (ctx: ApiContext<D>) => Promise<Data<D>> | Data<D>,
  options: ApiRouteOptions = {},
): void {
  const answered = new WeakMap<object, ReturnType<FastifyReply['serialize']>>();
  app.route({
    method: def.method,
    url: serverPath(def),
    schema: {
      ...(def.market ? { params: marketParamsSchema } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.response ? { response: { 200: envelopeSchema(def.response) } } : {}),
    },
    // Before validation, so a visitor learns to log in rather than which fields are wrong.
    ...(def.login
      ? {
          preValidation: async (req: FastifyRequest) => {
            await requireBuyer(req);
          },
        }
      : {}),
    handler: async (req, reply) => {
      if (def.login) reply.header('cache-control', PRIVATE_NO_STORE);
      const params = req.params as { market?: Market };
      const locale = requestLocale(req);
      const ctx = {
        query: req.query,
        body: req.body,
        market: params.market,
        locale,
        session: def.login ? await requireBuyer(req) : undefined,
        req,
        reply,
      } as ApiContext<D>;
      const data = await handler(ctx);
      if (options.reusesAnswers && typeof data === 'object' && data !== null) {
        let body = answered.get(data);
        if (body === undefined) {
          body = reply.serialize(ok(data));
          answered.set(data, body);
        }
        return reply.type(JSON_TYPE).send(body);
      }
      const envelope = ok(data);
      if (options.successMessage) envelope.result.message = SUCCESS_MESSAGES[locale][options.successMessage];
      return envelope;
    },
  });
}
