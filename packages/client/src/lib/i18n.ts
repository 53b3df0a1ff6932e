import { DEFAULT_LOCALE, ERROR_MESSAGES, LOCALES, SUCCESS_MESSAGES } from '@mall/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { TEXTS } from '../locales/texts';
import { detectLocale } from './language';

/**
 * The storefront's texts. The result-code texts come from the contract (`errors.<code>`), and so do
 * the success texts (`success.<key>`), so the wording of SPEC section 8 is written once for server and client.
 */
export const resources = {
  en: { translation: { ...TEXTS.en, errors: ERROR_MESSAGES.en, success: SUCCESS_MESSAGES.en } },
  'zh-Hans': {
    translation: { ...TEXTS['zh-Hans'], errors: ERROR_MESSAGES['zh-Hans'], success: SUCCESS_MESSAGES['zh-Hans'] },
  },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialisation is synchronous and the first render is translated.
  initAsync: false,
});
