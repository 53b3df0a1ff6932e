import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/** Serializers by schema: routes share answer shapes, and every app built in a process has the same routes. */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Answers are written by a serializer compiled from the contract's zod schema (as JSON Schema),
 * once per schema in the process: it writes only the properties the contract declares, so nothing
 * else a handler returns can leak, at a fraction of the cost of checking every answer with zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Schema);
    compiled.set(schema, serialize);
  }
  return serialize;
};
