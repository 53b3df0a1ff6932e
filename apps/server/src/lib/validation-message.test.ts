import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.js';

const issue = (code: string, params: Record<string, unknown>, field = 'x') => ({ field, code, params, missing: false });

describe('validationMessage', () => {
  it('words a failed pattern and any format it has no name for, never with the checker words', () => {
    for (const format of ['regex', 'uuid', 'starts_with', 'constructor']) {
      expect(validationMessage([issue('invalid_format', { format }, 'id')], 'en')).toBe(
        'id: is not in the expected form',
      );
      expect(validationMessage([issue('invalid_format', { format }, 'id')], 'zh-Hans')).toBe('id：格式不正确');
    }
  });

  it('words list sizes as items, and an unexpected type as not valid', () => {
    expect(validationMessage([issue('too_big', { origin: 'array', maximum: 50 }, 'ids')], 'en')).toBe(
      'ids: must have at most 50 items',
    );
    expect(validationMessage([issue('too_small', { origin: 'array', minimum: 1 }, 'ids')], 'zh-Hans')).toBe(
      'ids：至少 1 项',
    );
    for (const expected of ['never', 'bigint', 'toString']) {
      expect(validationMessage([issue('invalid_type', { expected })], 'en')).toBe('x: is not valid');
      expect(validationMessage([issue('invalid_type', { expected })], 'zh-Hans')).toBe('x：无效');
    }
  });
});
