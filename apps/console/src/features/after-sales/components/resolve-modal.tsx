import { useResolveAfterSales } from '@mall/client/console/after-sales/after-sales-actions';
import { ApiError } from '@mall/client/lib/api-client';
import { exceeds, isAmount } from '@mall/client/lib/money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import {
  type AfterSalesResolveBody,
  type ConsoleAfterSalesDetail,
  ErrorCode,
  fromCents,
  toCents,
} from '@mall/contract';
import { Alert, App, DatePicker, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatMoney } from '../../../components/money';
import { showFieldErrors } from '../../../components/server-fields';
import { actionProblem } from './action-problem';

type Resolution = AfterSalesResolveBody['resolution'];

interface ResolveValues {
  resolution: Resolution;
  refund_amount?: string;
  planned_ship_date?: Dayjs;
}

const FORM_FIELDS = new Set(['refund_amount', 'planned_ship_date']);

/** The most a refund may be, as the server checks it (60340): the line's unit price × the case's quantity. */
export function refundLimit(item: Pick<ConsoleAfterSalesDetail, 'unit_price' | 'quantity'>): string {
  return fromCents(toCents(item.unit_price) * BigInt(item.quantity));
}

/** What the buyer asked for picks the first choice: money back, or goods again. */
function suggested(item: ConsoleAfterSalesDetail): Resolution {
  return item.type === 'refund' || item.type === 'return' ? 'refund' : 'replacement';
}

/**
 * Resolves an accepted case: a refund of an amount (at most the case's value, checked here before
 * anything is sent), or a replacement shipment planned on the same purchase order by a date.
 */
export function ResolveModal({
  item,
  open,
  onClose,
}: {
  item: ConsoleAfterSalesDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResolveValues>();
  const resolve = useResolveAfterSales();
  const [problem, setProblem] = useState<string | null>(null);
  const resolution = Form.useWatch('resolution', form) ?? suggested(item);
  const limit = refundLimit(item);
  const money = (amount: string) => formatMoney(amount, item.currency, i18n.language);

  const send = async () => {
    const values = await form.validateFields();
    const body: AfterSalesResolveBody =
      values.resolution === 'refund'
        ? { id: item.id, resolution: 'refund', refund_amount: (values.refund_amount ?? '').trim() }
        : {
            id: item.id,
            resolution: 'replacement',
            planned_ship_date: values.planned_ship_date?.format('YYYY-MM-DD') ?? '',
          };
    setProblem(null);
    try {
      await resolve.mutateAsync(body);
      void message.success(t('console.afterSales.actions.resolved', { number: item.number }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.AFTER_SALES_REFUND_EXCEEDS) {
        form.setFields([{ name: 'refund_amount', errors: [actionProblem(t, error) ?? ''] }]);
        return;
      }
      const rest = showFieldErrors(form, error, FORM_FIELDS);
      setProblem(rest ? rest.join('; ') || null : actionProblem(t, error));
    }
  };

  return (
    <Modal
      open={open}
      title={t('console.afterSales.actions.resolveTitle', { number: item.number })}
      okText={t('console.afterSales.actions.resolve')}
      cancelText={t('console.common.cancel')}
      okButtonProps={{ loading: resolve.isPending, 'data-testid': 'resolve-confirm' }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {problem && (
        <Alert type="warning" showIcon message={problem} style={{ marginBottom: 16 }} data-testid="resolve-problem" />
      )}
      <Form<ResolveValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ resolution: suggested(item) }}
        data-testid="resolve-form"
      >
        <Form.Item name="resolution" label={t('console.afterSales.actions.resolution')}>
          <Radio.Group
            options={[
              { value: 'refund', label: t('console.afterSales.actions.refund') },
              { value: 'replacement', label: t('console.afterSales.actions.replacement') },
            ]}
            data-testid="resolve-kind"
          />
        </Form.Item>
        {resolution === 'refund' ? (
          <Form.Item
            name="refund_amount"
            label={t('console.afterSales.actions.refundAmount')}
            extra={
              <span data-testid="refund-limit">
                {t('console.afterSales.actions.refundLimit', { amount: money(limit), quantity: item.quantity })}
              </span>
            }
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const text = value?.trim() ?? '';
                  if (!text) throw new Error(t('console.afterSales.actions.amountRequired'));
                  if (!isAmount(text) || toCents(text) === 0n)
                    throw new Error(t('console.afterSales.actions.amountInvalid'));
                  if (exceeds(text, limit))
                    throw new Error(t('console.afterSales.actions.overLimit', { amount: money(limit) }));
                },
              },
            ]}
          >
            <Input inputMode="decimal" suffix={item.currency} style={{ width: 220 }} data-testid="refund-amount" />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="planned_ship_date"
              label={t('console.afterSales.actions.shipDate')}
              rules={[{ required: true, message: t('console.afterSales.actions.shipDateRequired') }]}
            >
              <DatePicker
                format="YYYY-MM-DD"
                disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                data-testid="ship-date"
              />
            </Form.Item>
            <Typography.Text type="secondary">
              {t('console.afterSales.actions.replacementHint', {
                quantity: item.quantity,
                unit: unitName(item.unit, item.quantity),
                order: item.purchase_order.number,
              })}
            </Typography.Text>
          </>
        )}
      </Form>
    </Modal>
  );
}
