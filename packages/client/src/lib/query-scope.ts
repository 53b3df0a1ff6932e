import type { Locale, Market } from '@mall/contract';
import { useTranslation } from 'react-i18next';
import { useMarket } from './market';

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
