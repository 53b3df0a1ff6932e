import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale } from '@mall/contract';
import { Segmented } from 'antd';
import { persistLocale } from '../lib/language';

/** EN / 中文 for the desktop front ends, remembered in the language cookie the storefront and the server read. */
export function LanguageSwitch({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const change = (next: Locale) => {
    persistLocale(next);
    void i18n.changeLanguage(next);
  };
  return (
    <Segmented<Locale>
      aria-label={label}
      data-testid="language-switch"
      size="small"
      value={i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en'}
      onChange={change}
      options={[
        { label: 'EN', value: 'en' },
        { label: '中文', value: 'zh-Hans' },
      ]}
    />
  );
}
