import { ErrorCode, PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ComingSoon } from '../../../components/coming-soon';
import { MembershipNotice } from '../../../components/membership';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useClientState } from '../../../lib/client-state';

/**
 * The cart lands with a later issue. Already now: a pending buyer is told the account is under
 * review (SPEC section 6), an expired one is offered renewal; a member sees the honest coming-soon.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useClientState((state) => state.userInfo);
  const account = userInfo?.login === 1 ? userInfo : null;
  if (!account) return <PageSkeleton />;
  if (account.status === 'member') return <ComingSoon page="cart" />;
  if (account.status === 'pending') {
    return (
      <div className="page-message" data-testid="cart-pending">
        <Result
          status="waiting"
          title={t('account.pending.title')}
          description={t(`errors.${ErrorCode.ACCOUNT_PENDING}`)}
        />
        <Button color="primary" fill="outline" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
          {t('comingSoon.action')}
        </Button>
      </div>
    );
  }
  return <MembershipNotice account={account} />;
}
