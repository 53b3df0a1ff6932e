import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { TEXTS, textKeys } from '../locales/texts';
import { addDesktopTexts, DESKTOP_TEXTS } from './desktop-texts';

describe('desktop texts', () => {
  it('has every key in both languages, none empty', () => {
    const [first, ...others] = LOCALES.map((locale) => textKeys(DESKTOP_TEXTS[locale]));
    for (const other of others) expect(other).toEqual(first);
    expect(first?.filter((key) => key.endsWith('(empty)'))).toEqual([]);
  });

  it('stays out of the storefront texts and is added on request', async () => {
    expect(TEXTS.en.desktop).toBeUndefined();
    addDesktopTexts();
    await i18n.changeLanguage('zh-Hans');
    expect(i18n.t('desktop.detail.specification')).toBe('规格参数');
    await i18n.changeLanguage('en');
    expect(i18n.t('desktop.detail.specification')).toBe('Specification');
  });
});
