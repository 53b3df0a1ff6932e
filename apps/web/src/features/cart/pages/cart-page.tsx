import { CART_SOURCES, type CartLine, ErrorCode, PAGES } from '@mall/contract';
import { Button, Dialog, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MembershipNotice } from '../../../components/membership';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useClientState } from '../../../lib/client-state';
import { useQueryScope } from '../../../lib/query-scope';
import { useConfirmCart } from '../api/confirm-cart';
import { useDeleteCartLines } from '../api/delete-cart';
import { useCartGroup } from '../api/get-cart';
import { useRequestQuotation } from '../api/request-quotation';
import { useUpdateCartLine } from '../api/update-cart';
import styles from '../components/cart.module.css';
import { CartGroupSection } from '../components/cart-group-section';
import { selectionTotals } from '../components/cart-totals';
import { QuotationSheet } from '../components/quotation-sheet';

/**
 * `/pages/cart/index`: the four groups, each from its own call. A pending buyer is told the
 * account is under review (SPEC section 6), an expired one is offered renewal.
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

function MemberCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useQueryScope();
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

  const groups = queries.flatMap((query) => (query.data ? [query.data] : []));
  const lines = groups.flatMap((group) => group.list);
  // A line deleted or confirmed elsewhere leaves the selection with the next read.
  const chosen = lines.filter((line) => line.available && selected.has(line.id));

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
      <div className={styles.empty} data-testid="cart-empty">
        <p className={styles.emptyTitle}>{t('cart.empty')}</p>
        <p className={styles.emptyHint}>{t('cart.emptyHint')}</p>
        <Button color="primary" className="touch-button" onClick={() => navigate(PAGES.home.route)}>
          {t('cart.goShopping')}
        </Button>
      </div>
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
  const confirmSelection = async () => {
    const picked = needSelection();
    if (!picked) return;
    const bySource = (source: 'mall' | 'group_buying') => picked.filter((l) => l.source === source).map((l) => l.id);
    const mallIds = bySource('mall');
    const groupIds = bySource('group_buying');
    if (mallIds.length + groupIds.length === 0) {
      Toast.show({ content: t('cart.confirmOnlyMallGroup') });
      return;
    }
    const done: string[] = [];
    if (groupIds.length > 0) {
      await confirm.mutateAsync({ source: 'group_buying', ids: groupIds });
      done.push(t('cart.confirmedGroup'));
    }
    if (mallIds.length > 0) {
      await confirm.mutateAsync({ source: 'mall', ids: mallIds });
      done.push(t('cart.confirmedMall'));
    }
    select([...mallIds, ...groupIds], false);
    Toast.show({ icon: 'success', content: done.join(' ') });
  };

  return (
    <div className={styles.page}>
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
            {selectionTotals(chosen, lang)}
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
          loading={confirm.isPending}
          onClick={() => void confirmSelection().catch(() => undefined)}
          data-testid="cart-confirm"
        >
          {t('cart.confirm')}
        </Button>
      </div>
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
