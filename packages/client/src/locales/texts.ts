import { LOCALES, type Locale } from '@mall/contract';
import en from './en.json';
import zhHans from './zh-Hans.json';

export type TextTree = { [key: string]: string | TextTree };

const SHARED: Record<Locale, TextTree> = { en, 'zh-Hans': zhHans };

/**
 * Each feature keeps its own texts in `<feature>/locales/<locale>.json`, under its own top-level keys.
 * The console's and the desktop site's texts are added by them alone (console/locales/console-texts.ts,
 * desktop/desktop-texts.ts), so the storefront's bundle does not carry them.
 */
const FEATURE_FILES = import.meta.glob<TextTree>(['../*/locales/*.json', '!../console/**', '!../desktop/**'], {
  eager: true,
  import: 'default',
});

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

/** Every key of a text tree (`a.b.c`), an empty text marked `(empty)`: what the texts tests compare across languages. */
function textLeaves(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? (value.trim() ? [path] : [`${path} (empty)`]) : textLeaves(value, path);
  });
}

/** The keys a language must have: its leaves with plural forms (`_one`, `_other`…) folded into one, as languages differ in which forms they need. */
export function textKeys(tree: TextTree): string[] {
  return [...new Set(textLeaves(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

/** `into` with `from` laid over it, subtree by subtree. */
function merged(into: TextTree, from: TextTree): TextTree {
  const out: TextTree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    out[key] = typeof value === 'object' && typeof before === 'object' ? merged(before, value) : value;
  }
  return out;
}

/** `base` with every feature file of `locale` (`<feature>/locales/<locale>.json`) laid over it. */
export function withFeatureTexts(locale: Locale, base: TextTree, files: Record<string, TextTree>): TextTree {
  return Object.entries(files)
    .filter(([path]) => path.endsWith(`/${locale}.json`))
    .reduce((texts, [, tree]) => merged(texts, tree), base);
}
