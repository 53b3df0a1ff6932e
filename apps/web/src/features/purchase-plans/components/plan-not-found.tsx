import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

/** A plan that does not exist or is another buyer's: said so, with the way back to the list. */
export function PlanNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-message" data-testid="plan-not-found">
      <Result status="error" title={t('purchasePlans.notFound')} />
      <Button className="touch-button" onClick={() => navigate(PAGES.purchasePlans.route)}>
        {t('purchasePlans.toList')}
      </Button>
    </div>
  );
}
