import { useTranslation } from '@mall/client/lib/use-translation';
import {
  useApprovePurchasePlan,
  useCancelPurchasePlan,
  usePurchasePlanToCart,
  usePurchasePlanToQuotation,
  usePurchasePlanToRfq,
  useSubmitPurchasePlan,
} from '@mall/client/purchase-plans/purchase-plan-actions';
import { ErrorCode, type PurchasePlanDetail } from '@mall/contract';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/overlays';
import { purchasePlanFormUrl } from './plan-links';
import styles from './purchase-plans.module.css';
import { RfqDeadlineSheet } from './rfq-deadline-sheet';

/** Refusals the server sends anyway are toasted by the API client; a failed step needs nothing more here. */
const settle = <T,>(step: Promise<T>): Promise<T | null> => step.catch(() => null);

interface PlanActionsProps {
  plan: PurchasePlanDetail;
  /** The ids of the approved plan's lines chosen. */
  chosen: number[];
  /** Called once the chosen lines went somewhere, so the choice starts again. */
  onConverted(): void;
}

/**
 * The bottom bar: what can be done with the plan now. A draft is edited, submitted or cancelled; a
 * submitted plan approved (asked first) or cancelled; an approved plan's chosen lines go to the cart,
 * to a quotation request (catalogue lines) or out as RFQs (lines with a picture).
 */
export function PlanActions({ plan, chosen, onConverted }: PlanActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitting = useSubmitPurchasePlan();
  const approving = useApprovePurchasePlan();
  const cancelling = useCancelPurchasePlan();
  const toCart = usePurchasePlanToCart();
  const toQuotation = usePurchasePlanToQuotation();
  const toRfq = usePurchasePlanToRfq();
  const [askingDeadline, setAskingDeadline] = useState(false);
  const id = plan.id;

  const chosenLines = plan.lines.filter((line) => chosen.includes(line.id));
  const lineIds = chosenLines.map((line) => line.id);
  const allCatalogue = chosenLines.every((line) => line.product_id !== null);
  const allPictured = chosenLines.every((line) => line.picture !== null);
  const hint =
    chosenLines.length === 0
      ? t('purchasePlans.chooseHint')
      : !allCatalogue
        ? t(`errors.${ErrorCode.PURCHASE_PLAN_LINE_NOT_CATALOGUE}`)
        : !allPictured
          ? t(`errors.${ErrorCode.PURCHASE_PLAN_LINE_NEEDS_PICTURE}`)
          : null;

  const submit = async () => {
    if (await settle(submitting.mutateAsync({ id })))
      showToast({ icon: 'success', content: t('purchasePlans.submitted') });
  };

  const approve = async () => {
    const confirmed = await Dialog.confirm({
      content: t('purchasePlans.approveConfirm'),
      confirmText: t('purchasePlans.approve'),
      cancelText: t('purchasePlans.notNow'),
    });
    if (confirmed && (await settle(approving.mutateAsync({ id })))) {
      showToast({ icon: 'success', content: t('purchasePlans.approved') });
    }
  };

  const cancel = async () => {
    const confirmed = await Dialog.confirm({
      content: t('purchasePlans.cancelConfirm'),
      confirmText: t('purchasePlans.cancel'),
      cancelText: t('purchasePlans.keep'),
    });
    if (confirmed && (await settle(cancelling.mutateAsync({ id })))) {
      showToast({ icon: 'success', content: t('purchasePlans.cancelled') });
    }
  };

  const putInCart = async () => {
    if (await settle(toCart.mutateAsync({ id, line_ids: lineIds }))) {
      showToast({ icon: 'success', content: t('purchasePlans.toCartDone', { count: lineIds.length }) });
      onConverted();
    }
  };

  const requestQuotation = async () => {
    if (await settle(toQuotation.mutateAsync({ id, line_ids: lineIds }))) {
      showToast({ icon: 'success', content: t('purchasePlans.toQuotationDone') });
      onConverted();
    }
  };

  const postRfqs = async (deadline: string) => {
    const made = await settle(toRfq.mutateAsync({ id, line_ids: lineIds, deadline }));
    if (!made) return;
    setAskingDeadline(false);
    showToast({ icon: 'success', content: t('purchasePlans.toRfqDone', { count: made.document_ids.length }) });
    onConverted();
  };

  const converting = toCart.isPending || toQuotation.isPending || toRfq.isPending;

  if (plan.status === 'draft') {
    return (
      <div className={styles.bottomBar} data-testid="plan-actions">
        <Button className={styles.barButton} onClick={() => void cancel()} data-testid="plan-cancel">
          {t('purchasePlans.cancel')}
        </Button>
        <Button className={styles.barButton} onClick={() => navigate(purchasePlanFormUrl(id))} data-testid="plan-edit">
          {t('purchasePlans.edit')}
        </Button>
        <Button
          className={styles.barButton}
          color="primary"
          loading={submitting.isPending}
          onClick={() => void submit()}
          data-testid="plan-submit"
        >
          {t('purchasePlans.submit')}
        </Button>
      </div>
    );
  }
  if (plan.status === 'submitted') {
    return (
      <div className={styles.bottomBar} data-testid="plan-actions">
        <Button className={styles.barButton} onClick={() => void cancel()} data-testid="plan-cancel">
          {t('purchasePlans.cancel')}
        </Button>
        <Button
          className={styles.barButton}
          color="primary"
          loading={approving.isPending}
          onClick={() => void approve()}
          data-testid="plan-approve"
        >
          {t('purchasePlans.approve')}
        </Button>
      </div>
    );
  }
  if (plan.status !== 'approved') return null;
  return (
    <div className={`${styles.bottomBar} ${styles.approvedBar}`} data-testid="plan-actions">
      <div className={styles.barRow}>
        <span className={styles.chosen} data-testid="plan-chosen">
          {chosenLines.length > 0
            ? t('purchasePlans.chosen', { count: chosenLines.length })
            : t('purchasePlans.chooseLines')}
        </span>
        <Button size="small" fill="none" color="danger" onClick={() => void cancel()} data-testid="plan-cancel">
          {t('purchasePlans.cancel')}
        </Button>
      </div>
      {hint && (
        <p className={styles.barHint} role="status" data-testid="plan-actions-hint">
          {hint}
        </p>
      )}
      <div className={styles.convert}>
        <Button
          className={styles.barButton}
          color="primary"
          disabled={chosenLines.length === 0 || !allCatalogue || converting}
          loading={toCart.isPending}
          onClick={() => void putInCart()}
          data-testid="plan-to-cart"
        >
          {t('purchasePlans.toCart')}
        </Button>
        <Button
          className={styles.barButton}
          color="primary"
          fill="outline"
          disabled={chosenLines.length === 0 || !allCatalogue || converting}
          loading={toQuotation.isPending}
          onClick={() => void requestQuotation()}
          data-testid="plan-to-quotation"
        >
          {t('purchasePlans.toQuotation')}
        </Button>
        <Button
          className={styles.barButton}
          color="primary"
          fill="outline"
          disabled={chosenLines.length === 0 || !allPictured || converting}
          onClick={() => setAskingDeadline(true)}
          data-testid="plan-to-rfq"
        >
          {t('purchasePlans.toRfq')}
        </Button>
      </div>
      <RfqDeadlineSheet
        open={askingDeadline}
        busy={toRfq.isPending}
        onClose={() => setAskingDeadline(false)}
        onConfirm={(deadline) => void postRfqs(deadline)}
      />
    </div>
  );
}
