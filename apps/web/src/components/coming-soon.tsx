import type { PageName } from '@mall/contract';
import { PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The honest state of a page that later work builds: no form, no fake data. */
export function ComingSoon({ page }: { page: PageName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-message">
      <Result
        status="waiting"
        title={t('comingSoon.title')}
        description={t('comingSoon.description', { page: t(`pages.${page}`) })}
      />
      <Button color="primary" fill="outline" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
        {t('comingSoon.action')}
      </Button>
    </div>
  );
}
