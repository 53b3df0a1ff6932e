import { useTranslation } from '@mall/client/lib/use-translation';
import { type CartLine, MARKET_CURRENCY, type Market } from '@mall/contract';
import { useState } from 'react';
import { clientHooks } from '../lib/client-hooks';
import { setMarket } from '../lib/market';
import { useQueryScope } from '../lib/query-scope';
import { selectionTotal } from './cart-totals';
import { useConfirmPlan } from './confirm-cart';
import { confirmationPlan } from './confirmation-plan';
import { useDeleteCartLines } from './delete-cart';
import { useCartGroups } from './get-cart';
import { useRequestQuotation } from './request-quotation';
import { useUpdateCartLine } from './update-cart';
import { useCartSelection } from './use-cart-selection';

/**
 * A member's cart on every site: the selected market's lines, the buyer's selection and its total,
 * and the steps on them. A step takes its lines out of the selection and says what it did through
 * the API client's success hook; a failed step was told by the API client and leaves everything as
 * it was. The quotation request and the confirmation each open a dialog first (`quotation`,
 * `review`): `start` answers false when nothing selected can go into it.
 */
export function useMemberCart() {
  const { t } = useTranslation();
  const { lang, market } = useQueryScope();
  const currency = MARKET_CURRENCY[market];
  const cart = useCartGroups();
  const selection = useCartSelection(cart.lines);
  const { picked, chosen, select, clear } = selection;
  const update = useUpdateCartLine();
  const remove = useDeleteCartLines();
  const confirmPlan = useConfirmPlan();
  const quotation = useRequestQuotation();
  const [quoting, setQuoting] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const plan = reviewing ? confirmationPlan(picked, currency) : null;

  const switchMarket = (next: Market) => {
    clear();
    setMarket(next);
  };
  const setQuantity = (line: CartLine, quantity: number) =>
    update.mutate({ id: line.id, quantity, group: line.source === 'group_buying' });
  const deleteLines = async (ids: number[]) => {
    await remove.mutateAsync(ids);
    select(ids, false);
    clientHooks().onSuccess(t('cart.deleted'));
  };

  const requestQuotation = (groupId: number) =>
    quotation.mutate(
      { ids: chosen.map((line) => line.id), group_id: groupId },
      {
        onSuccess: () => {
          setQuoting(false);
          clear();
        },
      },
    );
  const startQuotation = () => {
    if (chosen.length === 0) return false;
    setQuoting(true);
    return true;
  };
  const startReview = () => {
    if (picked.length === 0) return false;
    setReviewing(true);
    return true;
  };
  /** Places what the review shows; answers the purchase orders placed, or null when a part failed. */
  const confirm = async (): Promise<number[] | null> => {
    if (!plan) return null;
    try {
      const { summary, orderIds } = await confirmPlan.run(plan, (ids) => select(ids, false));
      setReviewing(false);
      clientHooks().onSuccess(summary);
      return orderIds;
    } catch {
      return null;
    }
  };

  return {
    lang,
    market,
    cart,
    ...selection,
    total: selectionTotal(chosen, currency, lang),
    switchMarket,
    setQuantity,
    deleteLines,
    quotation: {
      open: quoting,
      busy: quotation.isPending,
      start: startQuotation,
      close: () => setQuoting(false),
      submit: requestQuotation,
    },
    review: {
      plan,
      busy: confirmPlan.isPending,
      start: startReview,
      close: () => setReviewing(false),
      confirm,
    },
  };
}
