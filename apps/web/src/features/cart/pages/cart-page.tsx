import { useOtherMarketCart } from '@mall/client/cart/get-cart-count';
import { useMemberCart } from '@mall/client/cart/use-member-cart';
import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { CART_SOURCES, ErrorCode, type Market, PAGES } from '@mall/contract';
import { Button, Dialog, Result, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { MembershipNotice } from '../../../components/membership';
import { PageSkeleton } from '../../../components/page-skeleton';
import styles from '../components/cart.module.css';
import { CartGroupSection } from '../components/cart-group-section';
import { ConfirmReviewSheet } from '../components/confirm-review-sheet';
import { QuotationSheet } from '../components/quotation-sheet';

/**
 * `/pages/cart/index`: the four groups of the selected market's cart, each from its own call, in
 * that market's currency only. A pending buyer is told the account is under review (SPEC section
 * 6), an expired one is offered renewal.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userInfo = useClientState((state) => state.userInfo);
  const account = userInfo?.login === 1 ? userInfo : null;
  if (!account) return <p className="page-message">{t('cart.notLoggedIn')}</p>;
  if (account.status === 'member') return <MemberCart />;
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

/** Says that the other market's cart holds lines too, in its own currency, with a one-tap switch to it. */
function OtherMarketNote({ market, onSwitch }: { market: Market; onSwitch: (market: Market) => void }) {
  const { t } = useTranslation();
  const other = useOtherMarketCart(market);
  if (!other) return null;
  return (
    <div className={styles.marketNote} role="note" data-testid="cart-other-market">
      <p>{t('cart.otherMarket.note', { count: other.count, market: t(`market.${other.market}`) })}</p>
      <Button size="small" color="warning" fill="outline" onClick={() => onSwitch(other.market)}>
        {t('cart.otherMarket.switch', { market: t(`market.${other.market}`) })}
      </Button>
    </div>
  );
}

function MemberCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    lang,
    market,
    cart,
    selected,
    chosen,
    select,
    total,
    switchMarket,
    setQuantity,
    deleteLines,
    quotation,
    review,
  } = useMemberCart();
  const { groups, lines } = cart;
  const note = <OtherMarketNote market={market} onSwitch={switchMarket} />;

  if (cart.isPending) return <PageSkeleton />;
  if (cart.isError) {
    return (
      <div className="page-message">
        <p>{t('cart.loadFailed')}</p>
        <Button className="touch-button" onClick={cart.refetch}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <>
        {note}
        <div className={styles.empty} data-testid="cart-empty">
          <p className={styles.emptyTitle}>{t('cart.empty')}</p>
          <p className={styles.emptyHint}>{t('cart.emptyHint')}</p>
          <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
            {t('cart.goShopping')}
          </Button>
        </div>
      </>
    );
  }

  const selectProduct = () => Toast.show({ content: t('cart.selectProduct') });
  const deleteLine = async (id: number, name: string) => {
    const ok = await Dialog.confirm({
      title: t('cart.deleteTitle'),
      content: t('cart.deleteConfirm', { name }),
      confirmText: t('cart.delete'),
      cancelText: t('cart.cancel'),
    });
    if (ok) await deleteLines([id]);
  };
  /** Purchase orders placed lead to themselves: the one order, or the list of them. */
  const confirmReviewed = async () => {
    const orderIds = await review.confirm();
    const [only] = orderIds ?? [];
    if (orderIds?.length === 1 && only !== undefined) navigate(`${PAGES.purchaseOrderDetail.route}?id=${only}`);
    else if (orderIds && orderIds.length > 1) navigate(PAGES.purchaseOrders.route);
  };

  return (
    <div className={styles.page}>
      {note}
      {CART_SOURCES.map((source) => {
        const group = groups.find((g) => g.source === source);
        if (!group || group.list.length === 0) return null;
        return (
          <CartGroupSection
            key={source}
            group={group}
            lang={lang}
            selected={selected}
            onSelect={select}
            onQuantity={setQuantity}
            onDelete={(id, name) => void deleteLine(id, name).catch(() => undefined)}
          />
        );
      })}
      <div className={styles.bar}>
        <div className={styles.totals} aria-live="polite">
          <span>
            {t('cart.total')} · {t('cart.selectedCount', { count: chosen.length })}
          </span>
          <span className={styles.totalAmount} data-testid="cart-total">
            {total}
          </span>
        </div>
        <Button
          className={styles.barButton}
          color="warning"
          onClick={() => {
            if (!quotation.start()) selectProduct();
          }}
          data-testid="cart-request-quotation"
        >
          {t('cart.requestQuotation')}
        </Button>
        <Button
          className={styles.barButton}
          color="primary"
          onClick={() => {
            if (!review.start()) selectProduct();
          }}
          data-testid="cart-confirm"
        >
          {t('cart.confirm')}
        </Button>
      </div>
      <ConfirmReviewSheet
        plan={review.plan}
        market={market}
        lang={lang}
        busy={review.busy}
        onClose={review.close}
        onConfirm={() => void confirmReviewed()}
      />
      <QuotationSheet
        visible={quotation.open}
        busy={quotation.busy}
        onClose={quotation.close}
        onSubmit={quotation.submit}
      />
    </div>
  );
}
