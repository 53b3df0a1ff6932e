import { LOCALES, type Locale } from '@mall/contract';
import en from './en.json';
import zhHans from './zh-Hans.json';

export type TextTree = { [key: string]: string | TextTree };

const SHARED: Record<Locale, TextTree> = { en, 'zh-Hans': zhHans };

/** Each feature keeps its own texts in `<feature>/locales/<locale>.json`, under its own top-level keys. */
const FEATURE_FILES = import.meta.glob<TextTree>('../*/locales/*.json', { eager: true, import: 'default' });

/** Which file gave each top-level key, so a key defined twice is reported rather than silently replaced. */
export function mergeTexts(locale: Locale): { texts: TextTree; clashes: string[] } {
  const texts: TextTree = { ...SHARED[locale] };
  const owner = new Map(Object.keys(texts).map((key) => [key, `locales/${locale}.json`]));
  const clashes: string[] = [];
  for (const [path, tree] of Object.entries(FEATURE_FILES)) {
    if (!path.endsWith(`/${locale}.json`)) continue;
    for (const [key, value] of Object.entries(tree)) {
      const previous = owner.get(key);
      if (previous) clashes.push(`${key}: ${previous} and ${path}`);
      owner.set(key, path);
      texts[key] = value;
    }
  }
  return { texts, clashes };
}

/** Every on-screen text of the front ends, per locale. */
export const TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, mergeTexts(locale).texts])) as Record<
  Locale,
  TextTree
>;
