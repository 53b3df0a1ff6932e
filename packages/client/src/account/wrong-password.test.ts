import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { wrongPasswordWarning } from './wrong-password';

describe('wrongPasswordWarning', () => {
  it.each([
    [
      1,
      "Warning: You've entered the wrong password 1 time(s); Your account will be locked after 5 consecutive incorrect attempts.",
    ],
    [
      4,
      "Warning: You've entered the wrong password 4 time(s); Your account will be locked after 5 consecutive incorrect attempts.",
    ],
  ])('puts N=%i into the English text', (count, text) => {
    const t = i18n.getFixedT('en');
    expect(wrongPasswordWarning({ wrong_attempts: count, max_attempts: 5 }, t)).toBe(text);
  });

  it('has a Chinese text with the same numbers', async () => {
    await i18n.loadLanguages('zh-Hans');
    const t = i18n.getFixedT('zh-Hans');
    expect(wrongPasswordWarning({ wrong_attempts: 2, max_attempts: 5 }, t)).toBe(
      '警告：您已输错密码 2 次；连续输错 5 次后账号将被锁定。',
    );
  });

  it('falls back to one attempt and the contract maximum when the answer has no details', () => {
    const t = i18n.getFixedT('en');
    expect(wrongPasswordWarning(null, t)).toContain('wrong password 1 time(s)');
    expect(wrongPasswordWarning(null, t)).toContain('after 5 consecutive');
  });
});
