import { useTranslation } from '@mall/client/lib/use-translation';
import { desktopAddressOf, isMobileUserAgent } from '@mall/contract';
import { useLocation } from 'react-router-dom';

/** On a computer, the storefront's pages lead to the same page of the desktop site. */
export function DesktopVersionLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (isMobileUserAgent(navigator.userAgent)) return null;
  return (
    <a className="desktop-version-link" href={desktopAddressOf(`${pathname}${search}`)} data-testid="desktop-version">
      {t('device.desktopVersion')}
    </a>
  );
}
