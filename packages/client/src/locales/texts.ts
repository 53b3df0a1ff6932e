import type { Locale } from '@mall/contract';

export type TextTree = { [key: string]: string | TextTree };

/**
 * One language's storefront texts: the shared file with each feature's file (`<feature>/locales/<locale>.json`,
 * under its own top-level keys) beside it. Which file gave each top-level key is kept, so that a key
 * defined twice is reported rather than silently replaced. The console's and the desktop site's texts
 * are added by them alone (console/locales/console-texts.ts, desktop/desktop-texts.ts).
 */
export function mergeTexts(
  locale: Locale,
  shared: TextTree,
  featureFiles: Record<string, TextTree>,
): { texts: TextTree; clashes: string[] } {
  const texts: TextTree = { ...shared };
  const owner = new Map(Object.keys(texts).map((key) => [key, `locales/${locale}.json`]));
  const clashes: string[] = [];
  for (const [path, tree] of Object.entries(featureFiles)) {
    for (const [key, value] of Object.entries(tree)) {
      const previous = owner.get(key);
      if (previous) clashes.push(`${key}: ${previous} and ${path}`);
      owner.set(key, path);
      texts[key] = value;
    }
  }
  return { texts, clashes };
}

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
