import { readFile } from 'node:fs/promises';
// Relative, as in vite.config.ts: Node loads this, and the contract ships TypeScript sources only.
import type { Locale } from '../../packages/contract/src/constants.ts';

/** The storefront's texts in one language, as its pages have them (packages/client/src/locales). */
export async function localeTexts(locale: Locale): Promise<Record<string, unknown>> {
  const file = new URL(`../../packages/client/src/locales/${locale}.json`, import.meta.url);
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
}

/** The text at a dotted key (`app.name`), or undefined where there is none. */
export function textAt(texts: Record<string, unknown>, key: string): string | undefined {
  let value: unknown = texts;
  for (const part of key.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}
