import type { Locale } from '@mall/contract';
import { addTextSource } from '../lib/i18n';
import type { TextTree } from '../locales/texts';

/** The desktop site's texts of one language (under `desktop.`), kept out of the storefront's bundle and loaded per language. */
export const loadDesktopTexts: Record<Locale, () => Promise<TextTree>> = {
  en: () => import('./texts-en').then((module) => module.DESKTOP_TEXTS),
  'zh-Hans': () => import('./texts-zh-Hans').then((module) => module.DESKTOP_TEXTS),
};

/** Adds the desktop site's texts to the shared i18n instance; the desktop site calls it once, before its texts are started. */
export function addDesktopTexts(): Promise<void> {
  return addTextSource('desktop', (locale) => loadDesktopTexts[locale]());
}
