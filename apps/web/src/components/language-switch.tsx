import { persistLocale } from '@mall/client/lib/language';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button } from 'antd-mobile';

/** One tap toggles English and 中文; the label names the language it switches to, in that language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'zh-Hans' ? 'en' : 'zh-Hans';
  const toggle = () => {
    // The cookie first: the server reads it for the catalogue texts that the new query keys re-fetch.
    persistLocale(next);
    void i18n.changeLanguage(next);
  };
  return (
    <Button size="small" fill="outline" className="header-chip" aria-label={t('lang.switchLabel')} onClick={toggle}>
      <span lang={next}>{t('lang.switchTo')}</span>
    </Button>
  );
}
