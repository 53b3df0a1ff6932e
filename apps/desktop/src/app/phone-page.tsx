import { DESKTOP_PAGES, type DesktopPageName, H5_BASE_PATH, phoneRouteOf } from '@mall/contract';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** Opens the storefront's page of the same name and query, in place of this address. */
export function PhonePage({ name }: { name: DesktopPageName }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const target = `${H5_BASE_PATH}#${phoneRouteOf(DESKTOP_PAGES[name].path, search)}`;
  useEffect(() => window.location.replace(target), [target]);
  return (
    <div className="page-state">
      <Spin />
      <a href={target}>{t('desktop.openingPhonePage')}</a>
    </div>
  );
}
