import { selectionTotal } from '@mall/client/cart/cart-totals';
import { useConfirmCart } from '@mall/client/cart/confirm-cart';
import { type ConfirmationPlan, confirmationPlan } from '@mall/client/cart/confirmation-plan';
import { useDeleteCartLines } from '@mall/client/cart/delete-cart';
import { useCartGroup } from '@mall/client/cart/get-cart';
import { useCartCounts } from '@mall/client/cart/get-cart-count';
import { useRequestQuotation } from '@mall/client/cart/request-quotation';
import { useUpdateCartLine } from '@mall/client/cart/update-cart';
import { useClientState } from '@mall/client/lib/client-state';
import { formatPrice } from '@mall/client/lib/format-price';
import { setMarket } from '@mall/client/lib/market';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { CART_SOURCES, type CartLine, ErrorCode, MARKET_CURRENCY, MARKETS, type Market, PAGES } from '@mall/contract';
import { Button, Dialog, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const counts = useCartCounts();
  const other = MARKETS.find((m) => m !== market);
  const count = other ? (counts.data?.markets[other] ?? 0) : 0;
  if (!other || count === 0) return null;
  return (
    <div className={styles.marketNote} role="note" data-testid="cart-other-market">
      <p>{t('cart.otherMarket.note', { count, market: t(`market.${other}`) })}</p>
      <Button size="small" color="warning" fill="outline" onClick={() => onSwitch(other)}>
        {t('cart.otherMarket.switch', { market: t(`market.${other}`) })}
      </Button>
    </div>
  );
}

function MemberCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang, market } = useQueryScope();
  const currency = MARKET_CURRENCY[market];
  const mall = useCartGroup('mall');
  const catalog = useCartGroup('catalog');
  const groupBuying = useCartGroup('group_buying');
  const scanCode = useCartGroup('scan_code');
  const queries = [mall, catalog, groupBuying, scanCode];
  const update = useUpdateCartLine();
  const remove = useDeleteCartLines();
  const confirm = useConfirmCart();
  const quotation = useRequestQuotation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [quoting, setQuoting] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  const groups = queries.flatMap((query) => (query.data ? [query.data] : []));
  const lines = groups.flatMap((group) => group.list);
  // A line deleted or confirmed elsewhere leaves the selection with the next read.
  const picked = lines.filter((line) => selected.has(line.id));
  const chosen = picked.filter((line) => line.available);
  const plan: ConfirmationPlan | null = reviewing ? confirmationPlan(picked, currency) : null;
  const switchMarket = (next: Market) => {
    setSelected(new Set());
    setMarket(next);
  };
  const note = <OtherMarketNote market={market} onSwitch={switchMarket} />;

  if (queries.some((query) => query.isPending)) return <PageSkeleton />;
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div className="page-message">
        <p>{t('cart.loadFailed')}</p>
        <Button className="touch-button" onClick={() => queries.forEach((query) => void query.refetch())}>
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

  const select = (ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };
  const deleteLine = async (id: number, name: string) => {
    const ok = await Dialog.confirm({
      title: t('cart.deleteTitle'),
      content: t('cart.deleteConfirm', { name }),
      confirmText: t('cart.delete'),
      cancelText: t('cart.cancel'),
    });
    if (!ok) return;
    await remove.mutateAsync([id]);
    select([id], false);
    Toast.show({ icon: 'success', content: t('cart.deleted') });
  };
  const needSelection = (): CartLine[] | null => {
    if (chosen.length > 0) return chosen;
    Toast.show({ content: t('cart.selectProduct') });
    return null;
  };
  /** Sends what the review showed, one part after the other; a failed part stops there and says why. */
  const confirmReviewed = async (reviewed: ConfirmationPlan) => {
    const done: string[] = [];
    for (const part of reviewed.parts) {
      const ids = part.lines.map((line) => line.id);
      const result = await confirm.mutateAsync({ source: part.source, ids });
      select(ids, false);
      const total = formatPrice(result.total, result.currency, lang);
      done.push(
        result.source === 'group_buying'
          ? t('cart.confirmedGroup', { total })
          : t('cart.confirmedMall', { numbers: result.purchase_orders.map((order) => order.number).join(', '), total }),
      );
    }
    setReviewing(false);
    Toast.show({ icon: 'success', content: done.join(' ') });
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
            onQuantity={(id, quantity) => update.mutate({ id, quantity, group: source === 'group_buying' })}
            onDelete={(id, name) => void deleteLine(id, name)}
          />
        );
      })}
      <div className={styles.bar}>
        <div className={styles.totals} aria-live="polite">
          <span>
            {t('cart.total')} · {t('cart.selectedCount', { count: chosen.length })}
          </span>
          <span className={styles.totalAmount} data-testid="cart-total">
            {selectionTotal(chosen, currency, lang)}
          </span>
        </div>
        <Button
          className={styles.barButton}
          color="warning"
          onClick={() => {
            if (needSelection()) setQuoting(true);
          }}
          data-testid="cart-request-quotation"
        >
          {t('cart.requestQuotation')}
        </Button>
        <Button
          className={styles.barButton}
          color="primary"
          onClick={() => {
            if (picked.length > 0) setReviewing(true);
            else Toast.show({ content: t('cart.selectProduct') });
          }}
          data-testid="cart-confirm"
        >
          {t('cart.confirm')}
        </Button>
      </div>
      <ConfirmReviewSheet
        plan={plan}
        market={market}
        lang={lang}
        busy={confirm.isPending}
        onClose={() => setReviewing(false)}
        onConfirm={() => {
          if (plan) void confirmReviewed(plan).catch(() => undefined);
        }}
      />
      <QuotationSheet
        visible={quoting}
        busy={quotation.isPending}
        onClose={() => setQuoting(false)}
        onSubmit={(groupId) =>
          quotation.mutate(
            { ids: chosen.map((line) => line.id), group_id: groupId },
            {
              onSuccess: () => {
                setQuoting(false);
                setSelected(new Set());
              },
            },
          )
        }
      />
    </div>
  );
}
