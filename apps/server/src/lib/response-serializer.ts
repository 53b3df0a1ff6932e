import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Answers are written by a serializer compiled once per route from the contract's zod schema
 * (as JSON Schema): it writes only the properties the contract declares, so nothing else a
 * handler returns can leak, at a fraction of the cost of checking every answer with zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) as Schema);
