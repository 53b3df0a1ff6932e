import { useTranslation } from '@mall/client/lib/use-translation';
import { H5_BASE_PATH, phoneRouteOf } from '@mall/contract';
import { useLocation } from 'react-router-dom';

/** The mall's name and the way to the phone version of the page being read (same session, cart and language). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <footer className="site-footer">
      <span>© {t('app.name')}</span>
      <a href={`${H5_BASE_PATH}#${phoneRouteOf(pathname, search)}`} data-testid="phone-version">
        {t('desktop.phoneVersion')}
      </a>
    </footer>
  );
}
