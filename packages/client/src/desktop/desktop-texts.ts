import { LOCALES, type Locale } from '@mall/contract';
import { i18n } from '../lib/i18n';
import { type TextTree, withFeatureTexts } from '../locales/texts';
import en from './locales/en.json';
import zhHans from './locales/zh-Hans.json';

/** Each desktop page group may keep its texts in `desktop/<feature>/locales/<locale>.json`, under `desktop.`. */
const FEATURE_FILES = import.meta.glob<TextTree>('./*/locales/*.json', { eager: true, import: 'default' });

/** The desktop site's own texts (under `desktop.`); everything else it shows is the storefront's wording. */
export const DESKTOP_TEXTS: Record<Locale, TextTree> = {
  en: withFeatureTexts('en', en, FEATURE_FILES),
  'zh-Hans': withFeatureTexts('zh-Hans', zhHans, FEATURE_FILES),
};

/** Adds the desktop site's texts to the shared i18n instance; the desktop site calls it once at start. */
export function addDesktopTexts(): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', DESKTOP_TEXTS[locale], true, false);
}
