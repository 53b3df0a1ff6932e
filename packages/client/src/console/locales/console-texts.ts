import type { Locale } from '@mall/contract';
import { addTextSource } from '../../lib/i18n';
import type { TextTree } from '../../locales/texts';

/** The console's texts of one language (under `console.`), kept out of the storefront's bundle and loaded per language. */
export const loadConsoleTexts: Record<Locale, () => Promise<TextTree>> = {
  en: () => import('./texts-en').then((module) => module.CONSOLE_TEXTS),
  'zh-Hans': () => import('./texts-zh-Hans').then((module) => module.CONSOLE_TEXTS),
};

/** Adds the console's texts to the shared i18n instance; the console calls it once, before its texts are started. */
export function addConsoleTexts(): Promise<void> {
  return addTextSource('console', (locale) => loadConsoleTexts[locale]());
}
