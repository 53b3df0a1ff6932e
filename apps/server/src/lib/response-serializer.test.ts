import { productSchema } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

describe('response serializer', () => {
  it('writes only what the contract declares: an extra field never leaves the server', () => {
    const write = compile(z.object({ id: z.number(), price: z.number().nullable() }));
    expect(JSON.parse(write({ id: 7, price: null, cost_price: 12.5, password_hash: 'x' }))).toEqual({
      id: 7,
      price: null,
    });
  });

  it('compiles a schema once, however many routes and apps answer with it', () => {
    const schema = z.object({ id: z.number() });
    expect(compile(schema)).toBe(compile(schema));
    expect(compile(z.object({ id: z.number() }))).not.toBe(compile(schema));
  });

  it('writes a visitor product exactly as JSON.stringify would, nulls included', () => {
    const product = {
      id: 1,
      name: '不锈钢六角螺栓 "M8"',
      brand: 'Weida',
      category_id: 3,
      unit: 'piece',
      unit_plural: 'pieces',
      moq: 100,
      price: null,
      original_price: null,
      currency: 'USD',
      price_visible: false,
      lead_time: 7,
      sales_volume: 1200,
      sales_60d: 80,
      score: 4.5,
      shop_code: 'S001',
      code: '6901234567892',
      image: '/media/product/1.svg',
    };
    expect(compile(productSchema)(product)).toBe(JSON.stringify(product));
  });

  it('refuses an answer that lacks a required field rather than writing half of it', () => {
    const write = compile(z.object({ id: z.number(), name: z.string() }));
    expect(() => write({ id: 1 })).toThrow(/name/);
  });
});
