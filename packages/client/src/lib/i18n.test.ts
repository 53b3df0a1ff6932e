import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The texts as a page starts them: a module of their own, not the one the test set-up started and
// other files of the worker may have switched to the other language.
let texts: typeof import('./i18n');
beforeAll(async () => {
  vi.resetModules();
  texts = await import('./i18n');
});
// The worker's next file starts its own texts, as its set-up does in a worker of its own.
afterAll(() => vi.resetModules());

describe('texts', () => {
  it("loads only the reader's language, and the other when the reader switches to it", async () => {
    const { i18n, startTexts } = texts;
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
    const { addTextSource, i18n } = texts;
    await addTextSource('sample', async (locale) => ({ sample: { greeting: locale === 'en' ? 'Hello' : '你好' } }));
    expect(i18n.t('sample.greeting')).toBe('Hello');
    expect(i18n.getFixedT('zh-Hans')('sample.greeting')).toBe('你好');
    expect(i18n.t('cart.title')).toBe('Cart');
  });
});
