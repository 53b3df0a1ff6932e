import { LOCALES, type Locale } from '@mall/contract';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { TextTree } from '../locales/texts';
import { detectLocale } from './language';

/** Where one front end's texts of a language come from: a module loaded on demand. */
export type TextSource = (locale: Locale) => Promise<TextTree>;

const STOREFRONT: Record<Locale, () => Promise<TextTree>> = {
  en: () => import('../locales/storefront-en').then((module) => module.STOREFRONT_TEXTS),
  'zh-Hans': () => import('../locales/storefront-zh-Hans').then((module) => module.STOREFRONT_TEXTS),
};

const sources = new Map<string, TextSource>([['storefront', (locale) => STOREFRONT[locale]()]]);

export const i18n = i18next.createInstance();

/** One language's texts from every source, each under its own top-level keys. */
async function textsOf(locale: Locale): Promise<TextTree> {
  const trees = await Promise.all([...sources.values()].map((source) => source(locale)));
  return Object.assign({}, ...trees);
}

let started: Promise<unknown> | undefined;

/**
 * Loads the reader's language and only theirs (the other is loaded when the reader switches to it),
 * so the first page carries half the texts. A front end renders once this has settled; calling it
 * again returns the same promise.
 */
export function startTexts(): Promise<unknown> {
  started ??= i18n.use(resourcesToBackend((language: string) => textsOf(language as Locale))).init({
    lng: detectLocale(),
    // Both languages hold every key (the texts tests check it), so no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
  });
  return started;
}

/** Adds a front end's own texts (the desktop site's, the console's); a language already loaded gets them at once. */
export async function addTextSource(name: string, source: TextSource): Promise<void> {
  if (sources.has(name)) return;
  sources.set(name, source);
  if (!started) return;
  await started;
  await Promise.all(
    Object.keys(i18n.store.data).map(async (language) => {
      i18n.addResourceBundle(language, 'translation', await source(language as Locale), true, true);
    }),
  );
}
