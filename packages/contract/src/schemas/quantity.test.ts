import { describe, expect, it } from 'vitest';
import { QUANTITY_MAX } from '../constants.js';
import { validationText } from '../validation.js';
import { quantitySchema } from './quantity.js';

describe('quantitySchema', () => {
  it('takes whole numbers from 1 to QUANTITY_MAX, as numbers or text', () => {
    expect(quantitySchema.parse(1)).toBe(1);
    expect(quantitySchema.parse('250')).toBe(250);
    expect(quantitySchema.parse(QUANTITY_MAX)).toBe(1_000_000);
  });

  for (const bad of [0, -1, 1.5, 'abc', 10 ** 12, '', QUANTITY_MAX + 1, Number.NaN]) {
    it(`refuses ${JSON.stringify(bad)} with the worded quantity message`, () => {
      const result = quantitySchema.safeParse(bad);
      expect(result.success).toBe(false);
      const message = result.error?.issues[0]?.message ?? '';
      expect(validationText(message, 'en')).toBe('Please enter a whole number from 1 to 1,000,000');
      expect(validationText(message, 'zh-Hans')).toBe('请输入1至1,000,000之间的整数');
    });
  }
});
