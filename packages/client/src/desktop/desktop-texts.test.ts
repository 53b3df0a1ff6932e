import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { STOREFRONT_TEXTS } from '../locales/storefront-en';
import { textKeys } from '../locales/texts';
import { addDesktopTexts, loadDesktopTexts } from './desktop-texts';

describe('desktop texts', () => {
  it('has every key in both languages, none empty', async () => {
    const [first, ...others] = (await Promise.all(LOCALES.map((locale) => loadDesktopTexts[locale]()))).map(textKeys);
    for (const other of others) expect(other).toEqual(first);
    expect(first?.filter((key) => key.endsWith('(empty)'))).toEqual([]);
  });

  it('stays out of the storefront texts and is added on request', async () => {
    expect(STOREFRONT_TEXTS.desktop).toBeUndefined();
    await addDesktopTexts();
    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('desktop.detail.specification')).toBe('规格参数');
    await i18n.changeLanguage('en');
    expect(i18n.t('desktop.detail.specification')).toBe('Specification');
  });
});
