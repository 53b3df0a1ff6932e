import { useRecordPayment } from '@mall/client/console/orders/order-actions';
import { ApiError } from '@mall/client/lib/api-client';
import { exceeds, isAmount } from '@mall/client/lib/money';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  ErrorCode,
  fromCents,
  PAYMENT_KINDS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  type PaymentKind,
  type PurchaseOrderDetail,
  toCents,
} from '@mall/contract';
import { Alert, App, Button, DatePicker, Form, Input, Popconfirm, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatMoney } from '../../../components/money';
import { showFieldErrors } from '../../../components/server-fields';
import { actionProblem } from './action-problem';

const FORM_FIELDS = new Set(['kind', 'amount', 'paid_on', 'reference']);

interface PaymentValues {
  kind: PaymentKind;
  amount: string;
  paid_on: Dayjs;
  reference: string;
}

/** What a payment of this kind may be at most: the deposit still lacking, and never more than is due. */
export function paymentLimit(order: PurchaseOrderDetail, kind: PaymentKind): string {
  const due = toCents(order.due);
  if (kind === 'balance') return order.due;
  const depositLeft = toCents(order.deposit_due) - toCents(order.deposit_paid);
  return fromCents(depositLeft < due ? (depositLeft < 0n ? 0n : depositLeft) : due);
}

/**
 * Money received by bank transfer: deposit or balance, the amount (at most what is left of it), the
 * day and the bank's reference. Confirmed before it is recorded; a payment beyond what is due is
 * refused by the server too (60312), shown at the amount.
 */
export function PaymentForm({ order }: { order: PurchaseOrderDetail }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PaymentValues>();
  const record = useRecordPayment();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PaymentValues | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'deposit';
  const limit = paymentLimit(order, kind);
  const money = (amount: string) => formatMoney(amount, order.currency, i18n.language);

  const send = async (values: PaymentValues) => {
    setProblem(null);
    try {
      await record.mutateAsync({
        purchase_order_id: order.id,
        kind: values.kind,
        amount: values.amount.trim(),
        paid_on: values.paid_on.format('YYYY-MM-DD'),
        reference: values.reference?.trim() ?? '',
      });
      void message.success(t('consoleOrders.payment.done'));
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.PAYMENT_EXCEEDS_DUE) {
        form.setFields([{ name: 'amount', errors: [actionProblem(t, error) ?? ''] }]);
      } else {
        const rest = showFieldErrors(form, error, FORM_FIELDS);
        setProblem(rest ? rest.join('; ') || null : actionProblem(t, error));
      }
    }
  };

  return (
    <Form<PaymentValues>
      form={form}
      layout="inline"
      initialValues={{
        kind: toCents(order.deposit_due) > toCents(order.deposit_paid) ? 'deposit' : 'balance',
        paid_on: dayjs(),
        reference: '',
      }}
      onFinish={(values) => setConfirming(values)}
      data-testid="payment-form"
      style={{ rowGap: 8 }}
    >
      {problem && <Alert type="warning" showIcon message={problem} style={{ width: '100%', marginBottom: 8 }} />}
      <Form.Item name="kind" label={t('consoleOrders.payment.kind')}>
        <Select
          style={{ width: 130 }}
          options={PAYMENT_KINDS.map((value) => ({ value, label: t(`consoleOrders.payment.kinds.${value}`) }))}
          data-testid="payment-kind"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('consoleOrders.payment.amount')}
        extra={t('consoleOrders.payment.limit', { amount: money(limit) })}
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const text = value?.trim() ?? '';
              if (!text) throw new Error(t('consoleOrders.payment.amountRequired'));
              if (!isAmount(text) || toCents(text) === 0n) throw new Error(t('consoleOrders.payment.amountInvalid'));
              if (exceeds(text, order.due))
                throw new Error(t('consoleOrders.payment.overDue', { amount: money(order.due) }));
            },
          },
        ]}
      >
        <Input style={{ width: 170 }} inputMode="decimal" addonAfter={order.currency} data-testid="payment-amount" />
      </Form.Item>
      <Form.Item
        name="paid_on"
        label={t('consoleOrders.payment.paidOn')}
        rules={[{ required: true, message: t('consoleQuoting.form.required') }]}
      >
        <DatePicker allowClear={false} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="reference" label={t('consoleOrders.payment.reference')}>
        <Input style={{ width: 170 }} maxLength={PAYMENT_REFERENCE_MAX_LENGTH} data-testid="payment-reference" />
      </Form.Item>
      <Popconfirm
        open={confirming !== null}
        title={t('consoleOrders.payment.confirmTitle')}
        description={
          confirming &&
          t('consoleOrders.payment.confirmBody', {
            kind: t(`consoleOrders.payment.kinds.${confirming.kind}`),
            amount: money(confirming.amount.trim()),
            number: order.number,
          })
        }
        okText={t('console.common.confirm')}
        cancelText={t('console.common.cancel')}
        okButtonProps={{ 'data-testid': 'payment-confirm' }}
        onCancel={() => setConfirming(null)}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={async () => {
          if (confirming) await send(confirming);
          setConfirming(null);
        }}
      >
        <Button type="primary" htmlType="submit" loading={record.isPending} data-testid="payment-record">
          {t('consoleOrders.payment.record')}
        </Button>
      </Popconfirm>
    </Form>
  );
}
