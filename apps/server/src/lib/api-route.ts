import {
  envelopeSchema,
  type Locale,
  type Market,
  marketParamsSchema,
  ok,
  type RouteDef,
  serverPath,
} from '@mall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requestLocale } from './locale.js';

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
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one route of the contract's table. The only place where the path, the market segment
 * (`/api/:market/...`, `en` or `cn`), the input schemas and the success envelope are wired, so each
 * handler only turns validated input into data.
 */
export function apiRoute<const D extends RouteDef>(
  app: FastifyInstance,
  def: D,
  handler: (ctx: ApiContext<D>) => Promise<Data<D>> | Data<D>,
): void {
  app.route({
    method: def.method,
    url: serverPath(def),
    schema: {
      ...(def.market ? { params: marketParamsSchema } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.response ? { response: { 200: envelopeSchema(def.response) } } : {}),
    },
    handler: async (req, reply) => {
      const params = req.params as { market?: Market };
      const ctx = {
        query: req.query,
        body: req.body,
        market: params.market,
        locale: requestLocale(req),
        req,
        reply,
      } as ApiContext<D>;
      return ok(await handler(ctx));
    },
  });
}
