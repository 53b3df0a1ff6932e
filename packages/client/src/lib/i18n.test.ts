import { describe, expect, it } from 'vitest';
import { addTextSource, i18n, startTexts } from './i18n';

describe('texts', () => {
  it("loads only the reader's language, and the other when the reader switches to it", async () => {
    await startTexts();
    expect(i18n.language).toBe('en');
    expect(i18n.t('cart.title')).toBe('Cart');
    expect(i18n.hasResourceBundle('zh-Hans', 'translation')).toBe(false);

    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('cart.title')).toBe('购物车');
    expect(i18n.t('errors.60111')).toBe('该邮箱已存在！');
    await i18n.changeLanguage('en');
  });

  it('gives a source added later every language already loaded, and each language loaded afterwards', async () => {
    await addTextSource('sample', async (locale) => ({ sample: { greeting: locale === 'en' ? 'Hello' : '你好' } }));
    expect(i18n.t('sample.greeting')).toBe('Hello');
    expect(i18n.getFixedT('zh-Hans')('sample.greeting')).toBe('你好');
    expect(i18n.t('cart.title')).toBe('Cart');
  });
});
