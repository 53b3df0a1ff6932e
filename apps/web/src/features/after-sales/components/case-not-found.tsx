import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/** A case that does not exist or is another buyer's: said so, with the way back to the list. */
export function CaseNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-message" data-testid="case-not-found">
      <Result status="error" title={t('afterSales.notFound')} />
      <Button className="touch-button" onClick={() => navigate(PAGES.afterSales.route)}>
        {t('afterSales.toList')}
      </Button>
    </div>
  );
}
