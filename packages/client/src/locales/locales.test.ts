import { ERROR_MESSAGES, LOCALES, type Locale } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import * as en from './storefront-en';
import * as zhHans from './storefront-zh-Hans';
import type { TextTree as Tree } from './texts';

/** Every leaf as `a.b.c`, and every leaf whose value is empty. */
function leaves(tree: Tree, prefix = ''): { keys: string[]; empty: string[] } {
  const keys: string[] = [];
  const empty: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      keys.push(path);
      if (value.trim() === '') empty.push(path);
    } else {
      const below = leaves(value, path);
      keys.push(...below.keys);
      empty.push(...below.empty);
    }
  }
  return { keys: keys.sort(), empty };
}

const STOREFRONT: Record<Locale, typeof en> = { en, 'zh-Hans': zhHans };
const locales = { en: en.STOREFRONT_TEXTS, 'zh-Hans': zhHans.STOREFRONT_TEXTS } satisfies Record<Locale, Tree>;

describe('locales', () => {
  it.each(LOCALES)('%s has every key the other locales have', (locale) => {
    const mine = new Set(leaves(locales[locale]).keys);
    for (const other of LOCALES) {
      const missing = leaves(locales[other]).keys.filter((key) => !mine.has(key));
      expect(missing, `keys of ${other} missing from ${locale}`).toEqual([]);
    }
  });

  it.each(LOCALES)('%s: no two files define the same top-level key', (locale) => {
    expect(STOREFRONT[locale].TEXT_CLASHES).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    expect(leaves(locales[locale]).empty).toEqual([]);
  });

  it.each(LOCALES)('%s has a text for every result code of the contract', (locale) => {
    const texts = ERROR_MESSAGES[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(ERROR_MESSAGES.en).sort());
    expect(Object.values(texts).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('the check itself notices a missing key and an empty value', () => {
    const a = leaves({ x: { y: 'one', z: '' } });
    const b = leaves({ x: { y: 'one' } });
    expect(a.keys.filter((key) => !b.keys.includes(key))).toEqual(['x.z']);
    expect(a.empty).toEqual(['x.z']);
  });

  it('words an English count in the singular for one and the plural for more', async () => {
    await i18n.loadLanguages('zh-Hans');
    const en = i18n.getFixedT('en');
    expect(en('rfq.list.quotations', { count: 1 })).toBe('1 quotation');
    expect(en('rfq.list.quotations', { count: 3 })).toBe('3 quotations');
    expect(en('home.productCount', { count: 1 })).toBe('1 product');
    expect(en('cart.deleteSelectedConfirm', { count: 2 })).toBe('2 selected lines will be removed from your cart.');
    const zh = i18n.getFixedT('zh-Hans');
    expect(zh('rfq.list.quotations', { count: 1 })).toMatch(/^1\D/);
    expect(zh('rfq.list.quotations', { count: 3 })).toBe(zh('rfq.list.quotations', { count: 1 }).replace('1', '3'));
  });

  it('leaves no "(s)" in English but the warning whose words SPEC section 8 gives', () => {
    const withS = leaves(locales.en).keys.filter((key) => String(i18n.getFixedT('en')(key)).includes('(s)'));
    expect(withS).toEqual(['login.wrongPassword']);
  });
});
