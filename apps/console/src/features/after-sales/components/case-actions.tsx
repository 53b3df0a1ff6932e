import {
  useAcceptAfterSales,
  useRejectAfterSales,
  useRequestAfterSalesReturn,
} from '@mall/client/console/after-sales/after-sales-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type AfterSalesStatus, type ConsoleAfterSalesDetail, DOCUMENT_REASON_MAX_LENGTH } from '@mall/contract';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { showFieldErrors } from '../../../components/server-fields';
import { actionProblem } from './action-problem';
import { ResolveModal } from './resolve-modal';

type Step = 'accept' | 'reject' | 'requestReturn' | 'resolve';

/** What the mall may do next in each state, as the server allows it (60335, 60336). */
const STEPS: Partial<Record<AfterSalesStatus, readonly Step[]>> = {
  submitted: ['accept', 'reject'],
  escalated: ['accept', 'reject'],
  accepted: ['requestReturn', 'resolve'],
  waiting_return: ['resolve'],
};

interface ActionProps {
  item: ConsoleAfterSalesDetail;
  /** A refusal to show above the case (it moved on meanwhile); null clears it. */
  onProblem: (problem: string | null) => void;
}

/** The case's next steps by its state; every step that tells the buyer something is confirmed first. */
export function CaseActions({ item, onProblem }: ActionProps) {
  const steps = STEPS[item.status] ?? [];
  if (steps.length === 0) return null;
  return (
    <Space data-testid="case-actions">
      {steps.includes('reject') && <RejectAction item={item} onProblem={onProblem} />}
      {steps.includes('requestReturn') && <RequestReturnAction item={item} onProblem={onProblem} />}
      {steps.includes('accept') && <AcceptAction item={item} onProblem={onProblem} />}
      {steps.includes('resolve') && <ResolveAction item={item} />}
    </Space>
  );
}

/** A confirmed one-step action: the success message, or the refusal shown above the case. */
function useStep(onProblem: ActionProps['onProblem']) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (step: Promise<unknown>, done: string) => {
    onProblem(null);
    try {
      await step;
      void message.success(done);
    } catch (error) {
      onProblem(actionProblem(t, error));
    }
  };
}

function AcceptAction({ item, onProblem }: ActionProps) {
  const { t } = useTranslation();
  const accept = useAcceptAfterSales();
  const run = useStep(onProblem);
  return (
    <Popconfirm
      title={t('console.afterSales.actions.acceptTitle', { number: item.number })}
      description={t('console.afterSales.actions.acceptBody')}
      okText={t('console.afterSales.actions.accept')}
      cancelText={t('console.common.cancel')}
      okButtonProps={{ 'data-testid': 'accept-confirm' }}
      onConfirm={() =>
        run(accept.mutateAsync(item.id), t('console.afterSales.actions.accepted', { number: item.number }))
      }
    >
      <Button type="primary" loading={accept.isPending} data-testid="case-accept">
        {t('console.afterSales.actions.accept')}
      </Button>
    </Popconfirm>
  );
}

function RequestReturnAction({ item, onProblem }: ActionProps) {
  const { t } = useTranslation();
  const requestReturn = useRequestAfterSalesReturn();
  const run = useStep(onProblem);
  return (
    <Popconfirm
      title={t('console.afterSales.actions.requestReturnTitle', { number: item.number })}
      description={t('console.afterSales.actions.requestReturnBody')}
      okText={t('console.afterSales.actions.requestReturn')}
      cancelText={t('console.common.cancel')}
      okButtonProps={{ 'data-testid': 'request-return-confirm' }}
      onConfirm={() =>
        run(
          requestReturn.mutateAsync(item.id),
          t('console.afterSales.actions.returnRequested', { number: item.number }),
        )
      }
    >
      <Button loading={requestReturn.isPending} data-testid="case-request-return">
        {t('console.afterSales.actions.requestReturn')}
      </Button>
    </Popconfirm>
  );
}

const REASON_FIELDS = new Set(['reason']);

/** Rejecting ends the case: a confirmation that asks for the reason the buyer reads. */
function RejectAction({ item, onProblem }: ActionProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reject = useRejectAfterSales();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const confirm = async () => {
    const { reason } = await form.validateFields();
    onProblem(null);
    try {
      await reject.mutateAsync({ id: item.id, reason: reason.trim() });
      void message.success(t('console.afterSales.actions.rejected', { number: item.number }));
      setOpen(false);
    } catch (error) {
      // A refused reason stays in the form, as does one the client could not send (it said why);
      // a case that moved on meanwhile is said above it.
      const rest = showFieldErrors(form, error, REASON_FIELDS);
      const problem = rest ? rest.join('; ') || null : actionProblem(t, error);
      onProblem(problem);
      if (!rest && problem) setOpen(false);
    }
  };

  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid="case-reject">
        {t('console.afterSales.actions.reject')}
      </Button>
      <Modal
        open={open}
        title={t('console.afterSales.actions.rejectTitle', { number: item.number })}
        okText={t('console.afterSales.actions.reject')}
        cancelText={t('console.common.cancel')}
        okButtonProps={{ danger: true, loading: reject.isPending, 'data-testid': 'reject-confirm' }}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('console.afterSales.actions.rejectBody')}</Typography.Paragraph>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t('console.afterSales.actions.reason')}
            rules={[{ required: true, whitespace: true, message: t('console.afterSales.actions.reasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={DOCUMENT_REASON_MAX_LENGTH} showCount data-testid="reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function ResolveAction({ item }: { item: ConsoleAfterSalesDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="case-resolve">
        {t('console.afterSales.actions.resolve')}
      </Button>
      <ResolveModal item={item} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
