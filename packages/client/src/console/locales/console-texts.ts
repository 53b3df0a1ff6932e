import { LOCALES, type Locale } from '@mall/contract';
import { i18n } from '../../lib/i18n';
import { type TextTree, withFeatureTexts } from '../../locales/texts';
import en from './en.json';
import zhHans from './zh-Hans.json';

/** Each console feature may keep its texts in `console/<feature>/locales/<locale>.json`, under `console.`. */
const FEATURE_FILES = import.meta.glob<TextTree>('../*/locales/*.json', { eager: true, import: 'default' });

/** The console's texts (under `console.`), kept out of the storefront's bundle. */
export const CONSOLE_TEXTS: Record<Locale, TextTree> = {
  en: withFeatureTexts('en', en, FEATURE_FILES),
  'zh-Hans': withFeatureTexts('zh-Hans', zhHans, FEATURE_FILES),
};

/** Adds the console's texts to the shared i18n instance; the console calls it once at start. */
export function addConsoleTexts(): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', CONSOLE_TEXTS[locale], true, false);
}
