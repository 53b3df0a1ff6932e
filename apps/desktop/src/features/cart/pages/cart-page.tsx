import { useOtherMarketCart } from '@mall/client/cart/get-cart-count';
import { selectionOf } from '@mall/client/cart/use-cart-selection';
import { useMemberCart } from '@mall/client/cart/use-member-cart';
import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type CartLine, DESKTOP_PAGES, type Market } from '@mall/contract';
import { Alert, App, Button, Checkbox, Skeleton, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { RequireLogin } from '../../../app/require-login';
import { MembershipNotice } from '../../../components/membership-notice';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { CartGroupTable } from '../components/cart-group-table';
import { ConfirmReviewModal } from '../components/confirm-review-modal';
import { QuotationModal } from '../components/quotation-modal';
import '../cart.css';

/**
 * `/shoppingCart`: the selected market's cart in its currency only, a table per group, and the
 * selection's total, quotation request and reviewed confirmation in a bar below. A pending or
 * expired account gets its notice instead, as on the phone.
 */
export default function CartPage() {
  return (
    <RequireLogin>
      <Cart />
    </RequireLogin>
  );
}

function Cart() {
  const { t } = useTranslation();
  const userInfo = useClientState((state) => state.userInfo);
  const account = userInfo?.login === 1 ? userInfo : null;
  if (account?.status === 'member') return <MemberCart />;
  return (
    <div className="page-column cart-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      {account && <MembershipNotice account={account} />}
      <div>
        <Link to={DESKTOP_PAGES.home.path}>
          <Button>{t('comingSoon.action')}</Button>
        </Link>
      </div>
    </div>
  );
}

/** The other market's cart holds lines too, in its own currency: say so and offer the switch. */
function OtherMarketNote({ market, onSwitch }: { market: Market; onSwitch: (market: Market) => void }) {
  const { t } = useTranslation();
  const other = useOtherMarketCart(market);
  if (!other) return null;
  const name = t(`market.${other.market}`);
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      data-testid="cart-other-market"
      message={t('cart.otherMarket.note', { count: other.count, market: name })}
      action={
        <Button onClick={() => onSwitch(other.market)} data-testid="cart-switch-market">
          {t('cart.otherMarket.switch', { market: name })}
        </Button>
      }
    />
  );
}

function MemberCart() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
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

  const head = (
    <div className="list-toolbar">
      <h1 className="page-title">
        {t('cart.title')} <Tag className="cart-market">{t(`market.${market}`)}</Tag>
      </h1>
    </div>
  );
  const note = <OtherMarketNote market={market} onSwitch={switchMarket} />;

  if (cart.isPending) {
    return (
      <div className="page-column cart-page">
        {head}
        <Skeleton active paragraph={{ rows: 8 }} data-testid="cart-loading" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <div className="page-column cart-page">
        {head}
        <LoadFailed onRetry={cart.refetch} />
      </div>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div className="page-column cart-page">
        {head}
        {note}
        <div data-testid="cart-empty">
          <EmptyState
            text={`${t('cart.empty')}\n${t('cart.emptyHint')}`}
            action={
              <Button type="primary" onClick={() => navigate(DESKTOP_PAGES.home.path)}>
                {t('cart.goShopping')}
              </Button>
            }
          />
        </div>
      </div>
    );
  }

  const whole = selectionOf(cart.lines, selected);
  const selectProduct = () => void message.info(t('cart.selectProduct'));
  const deleteLine = (line: CartLine) => deleteLines([line.id]).catch(() => undefined);
  const deleteSelected = () => {
    if (chosen.length === 0) {
      selectProduct();
      return;
    }
    const ids = chosen.map((line) => line.id);
    modal.confirm({
      title: t('cart.deleteSelected'),
      content: t('cart.deleteSelectedConfirm', { count: ids.length }),
      okText: t('cart.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cart.cancel'),
      onOk: () => deleteLines(ids).catch(() => undefined),
    });
  };
  /** Purchase orders placed are followed in the workstation's table of them. */
  const confirmReviewed = async () => {
    const orderIds = await review.confirm();
    if (orderIds?.length) navigate(`${DESKTOP_PAGES.workstation.path}?tab=purchaseOrders`);
  };

  return (
    <div className="page-column cart-page">
      {head}
      {note}
      {cart.groups.map(
        (group) =>
          group.list.length > 0 && (
            <CartGroupTable
              key={group.source}
              group={group}
              lang={lang}
              selected={selected}
              onSelect={select}
              onQuantity={setQuantity}
              onDelete={deleteLine}
            />
          ),
      )}
      <div className="cart-bar" data-testid="cart-bar">
        <Checkbox
          checked={whole.all}
          indeterminate={whole.some && !whole.all}
          disabled={whole.selectable.length === 0}
          onChange={(event) => select(whole.selectable, event.target.checked)}
          data-testid="cart-select-all"
        >
          {t('cart.selectAll')}
        </Checkbox>
        <Button type="link" danger onClick={deleteSelected} data-testid="cart-delete-selected">
          {t('cart.deleteSelected')}
        </Button>
        <span className="cart-bar-total" aria-live="polite">
          <span>{t('cart.selectedCount', { count: chosen.length })}</span>
          <span>{t('cart.total')}</span>
          <strong className="price" data-testid="cart-total">
            {total}
          </strong>
        </span>
        <Button
          size="large"
          onClick={() => {
            if (!quotation.start()) selectProduct();
          }}
          data-testid="cart-request-quotation"
        >
          {t('cart.requestQuotation')}
        </Button>
        <Button
          size="large"
          type="primary"
          onClick={() => {
            if (!review.start()) selectProduct();
          }}
          data-testid="cart-confirm"
        >
          {t('cart.confirm')}
        </Button>
      </div>
      <QuotationModal
        open={quotation.open}
        count={chosen.length}
        busy={quotation.busy}
        onClose={quotation.close}
        onSubmit={quotation.submit}
      />
      <ConfirmReviewModal
        plan={review.plan}
        market={market}
        lang={lang}
        busy={review.busy}
        onClose={review.close}
        onConfirm={() => void confirmReviewed()}
      />
    </div>
  );
}
