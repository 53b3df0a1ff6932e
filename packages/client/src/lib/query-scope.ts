import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale, Market } from '@mall/contract';
import { i18n } from './i18n';
import { detectLocale } from './language';
import { getMarket, useMarket } from './market';

/** What server data depends on besides its own parameters: part of every query key, so a switch re-reads. */
export interface QueryScope {
  lang: Locale;
  market: Market;
}

export function useQueryScope(): QueryScope {
  const { i18n } = useTranslation();
  const market = useMarket();
  return { lang: i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en', market };
}

/**
 * The scope a page's first render will have, for reads started before it (the page a site opens on):
 * before the texts have loaded, the language is the one they are loading.
 */
export function openingScope(): QueryScope {
  return { lang: (i18n.language || detectLocale()) === 'zh-Hans' ? 'zh-Hans' : 'en', market: getMarket() };
}
