import { DayPicker } from '@mall/client/desk/day-picker';
import { useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  useApprovePurchasePlan,
  useCancelPurchasePlan,
  usePurchasePlanToCart,
  usePurchasePlanToQuotation,
  usePurchasePlanToRfq,
  useSubmitPurchasePlan,
} from '@mall/client/purchase-plans/purchase-plan-actions';
import { localToday } from '@mall/client/rfq/rfq-form';
import {
  ErrorCode,
  isDeadlineAllowed,
  type PurchasePlanDetail,
  type PurchasePlanLine,
  validationKey,
  validationText,
} from '@mall/contract';
import { App, Button, Form, Modal, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { fieldStatus } from '../../../components/field-status';

/** A button that says why it is disabled when it is. */
function ActionButton({
  why,
  primary = false,
  children,
  ...button
}: {
  why: string | undefined;
  primary?: boolean;
  children: ReactNode;
  onClick: () => void;
  loading: boolean;
  'data-testid': string;
}) {
  const control = (
    <Button {...button} type={primary ? 'primary' : 'default'} disabled={why !== undefined}>
      {children}
    </Button>
  );
  // A disabled button takes no pointer events: its tooltip hangs on a wrapper.
  return why ? (
    <Tooltip title={why}>
      <span>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}

/** The deadline for quotes of the RFQs a plan's lines become: after today, within a year, as an RFQ's. */
function RfqDeadlineModal({
  busy,
  onPost,
  onClose,
}: {
  busy: boolean;
  onPost: (deadline: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [deadline, setDeadline] = useState('');
  const [tried, setTried] = useState(false);
  const error =
    (tried || deadline) && !isDeadlineAllowed(deadline, localToday())
      ? validationText(validationKey('deadline'), locale)
      : undefined;
  const post = () => {
    setTried(true);
    if (isDeadlineAllowed(deadline, localToday())) void onPost(deadline);
  };
  return (
    <Modal
      open
      title={t('purchasePlans.toRfq')}
      okText={t('purchasePlans.toRfq')}
      cancelText={t('desktop.purchasePlans.back')}
      confirmLoading={busy}
      onOk={post}
      onCancel={onClose}
    >
      <Form layout="vertical" noValidate onFinish={post}>
        <Form.Item label={t('purchasePlans.rfqDeadline')} htmlFor="plan-rfq-deadline" {...fieldStatus(error)}>
          <DayPicker
            id="plan-rfq-deadline"
            value={deadline}
            onChange={setDeadline}
            isAllowed={(day) => isDeadlineAllowed(day, localToday())}
            invalid={error !== undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * What can be done with a plan in its state, at the foot of its drawer: a draft is edited,
 * submitted or cancelled; a submitted plan approved or cancelled; an approved plan's chosen lines
 * go to the cart, a quotation request or RFQs, or it is cancelled. Approving and cancelling are
 * confirmed first; the server's refusals are told by the API client.
 */
export function PurchasePlanActions({
  plan,
  chosen,
  onConverted,
  onEdit,
}: {
  plan: PurchasePlanDetail;
  chosen: readonly PurchasePlanLine[];
  onConverted: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const submitting = useSubmitPurchasePlan();
  const approving = useApprovePurchasePlan();
  const cancelling = useCancelPurchasePlan();
  const toCart = usePurchasePlanToCart();
  const toQuotation = usePurchasePlanToQuotation();
  const toRfq = usePurchasePlanToRfq();
  const [askingDeadline, setAskingDeadline] = useState(false);
  const id = plan.id;
  const lineIds = chosen.map((line) => line.id);

  /** Runs a step and says it went through; a refusal has been told already. */
  const run = async <R,>(step: Promise<R>, done: (result: R) => string): Promise<boolean> => {
    try {
      void message.success(done(await step));
      return true;
    } catch {
      return false;
    }
  };

  const submit = () => void run(submitting.mutateAsync({ id }), () => t('purchasePlans.submitted'));

  const approve = () =>
    modal.confirm({
      title: t('purchasePlans.approve'),
      content: t('purchasePlans.approveConfirm'),
      okText: t('purchasePlans.approve'),
      cancelText: t('desktop.purchasePlans.back'),
      onOk: () => run(approving.mutateAsync({ id }), () => t('purchasePlans.approved')),
    });

  const cancel = () =>
    modal.confirm({
      title: t('purchasePlans.cancel'),
      content: t('purchasePlans.cancelConfirm'),
      okText: t('purchasePlans.cancel'),
      okButtonProps: { danger: true },
      cancelText: t('purchasePlans.keep'),
      onOk: () => run(cancelling.mutateAsync({ id }), () => t('purchasePlans.cancelled')),
    });

  const convert = async <R,>(step: Promise<R>, done: (result: R) => string) => {
    if (await run(step, done)) onConverted();
  };

  const postRfqs = async (deadline: string) => {
    const posted = await run(toRfq.mutateAsync({ id, line_ids: lineIds, deadline }), (result) =>
      t('purchasePlans.toRfqDone', { count: result.document_ids.length }),
    );
    if (!posted) return;
    setAskingDeadline(false);
    onConverted();
  };

  const cancelButton = (
    <Button danger onClick={cancel} loading={cancelling.isPending} data-testid="plan-cancel">
      {t('purchasePlans.cancel')}
    </Button>
  );

  if (plan.status === 'draft')
    return (
      <div className="purchase-order-actions">
        {cancelButton}
        <Button onClick={onEdit} data-testid="plan-edit">
          {t('purchasePlans.edit')}
        </Button>
        <Button type="primary" onClick={submit} loading={submitting.isPending} data-testid="plan-submit">
          {t('purchasePlans.submit')}
        </Button>
      </div>
    );

  if (plan.status === 'submitted')
    return (
      <div className="purchase-order-actions">
        {cancelButton}
        <Button type="primary" onClick={approve} loading={approving.isPending} data-testid="plan-approve">
          {t('purchasePlans.approve')}
        </Button>
      </div>
    );

  if (plan.status !== 'approved') return null;

  // Only catalogue lines can be bought or quoted as they are; an RFQ needs a picture.
  const none = chosen.length === 0 ? t('purchasePlans.chooseLines') : undefined;
  const notCatalogue = chosen.some((line) => line.product_id === null)
    ? t(`errors.${ErrorCode.PURCHASE_PLAN_LINE_NOT_CATALOGUE}`)
    : undefined;
  const noPicture = chosen.some((line) => line.picture === null)
    ? t(`errors.${ErrorCode.PURCHASE_PLAN_LINE_NEEDS_PICTURE}`)
    : undefined;

  return (
    <div className="purchase-order-actions">
      <span className="plan-chosen" data-testid="plan-chosen">
        {none ?? t('purchasePlans.chosen', { count: chosen.length })}
      </span>
      {cancelButton}
      <ActionButton
        why={none ?? noPicture}
        loading={toRfq.isPending}
        onClick={() => setAskingDeadline(true)}
        data-testid="plan-to-rfq"
      >
        {t('purchasePlans.toRfq')}
      </ActionButton>
      <ActionButton
        why={none ?? notCatalogue}
        loading={toQuotation.isPending}
        onClick={() =>
          void convert(toQuotation.mutateAsync({ id, line_ids: lineIds }), () => t('purchasePlans.toQuotationDone'))
        }
        data-testid="plan-to-quotation"
      >
        {t('purchasePlans.toQuotation')}
      </ActionButton>
      <ActionButton
        primary
        why={none ?? notCatalogue}
        loading={toCart.isPending}
        onClick={() =>
          void convert(toCart.mutateAsync({ id, line_ids: lineIds }), () =>
            t('purchasePlans.toCartDone', { count: lineIds.length }),
          )
        }
        data-testid="plan-to-cart"
      >
        {t('purchasePlans.toCart')}
      </ActionButton>
      {/* Mounted only while asked, so that each time starts from no day. */}
      {askingDeadline && (
        <RfqDeadlineModal busy={toRfq.isPending} onClose={() => setAskingDeadline(false)} onPost={postRfqs} />
      )}
    </div>
  );
}
