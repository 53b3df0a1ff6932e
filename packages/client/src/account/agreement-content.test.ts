import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { AGREEMENT } from './agreement-content';

describe('the User Agreement text', () => {
  it('has the same sections in every language, none empty', () => {
    const count = AGREEMENT.en.sections.length;
    expect(count).toBeGreaterThan(8);
    for (const locale of LOCALES) {
      const content = AGREEMENT[locale];
      expect(content.sections).toHaveLength(count);
      for (const text of [content.updated, content.intro, content.contact]) expect(text.trim()).not.toBe('');
      for (const section of content.sections) {
        expect(section.title.trim()).not.toBe('');
        expect(section.body.length).toBeGreaterThan(40);
      }
    }
  });
});
