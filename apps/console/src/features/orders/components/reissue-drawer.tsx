import { useReissueProforma } from '@mall/client/console/orders/order-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DOCUMENT_REASON_MAX_LENGTH, type Incoterm, OFFER_NOTE_MAX_LENGTH, type ProformaDetail } from '@mall/contract';
import { Alert, App, Button, Drawer, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { type DocumentLineValues, toDocumentLines } from '../../../components/document-lines';
import { DocumentLinesField } from '../../../components/document-lines-field';
import { DocumentTermsFields, termsFormPath } from '../../../components/document-terms-fields';
import { showFieldErrors } from '../../../components/server-fields';
import { actionProblem } from './action-problem';

interface ReissueValues {
  amends: string;
  lines: DocumentLineValues[];
  lead_time_days: number | null;
  incoterm: Incoterm;
  deposit_percent: number | null;
  balance_terms: string;
  notes: string;
}

const FORM_FIELDS = new Set([
  'amends',
  'lines',
  'lead_time_days',
  'incoterm',
  'deposit_percent',
  'balance_terms',
  'notes',
]);

/**
 * A new version of an open proforma invoice: its lines and terms as they stand, editable, and what
 * the version amends (required, shown to the buyer). The former version is kept as superseded.
 */
export function ReissueDrawer(props: {
  proforma: ProformaDetail | undefined;
  onClose: () => void;
  onIssued: (id: number) => void;
}) {
  const { t } = useTranslation();
  const pi = props.proforma;
  return (
    <Drawer
      open={pi !== undefined}
      onClose={props.onClose}
      width={1080}
      destroyOnHidden
      title={pi ? t('consoleOrders.reissue.title', { number: pi.number, version: pi.version + 1 }) : ''}
      data-testid="reissue-drawer"
    >
      {pi && <ReissueForm proforma={pi} onClose={props.onClose} onIssued={props.onIssued} />}
    </Drawer>
  );
}

function ReissueForm({
  proforma,
  onClose,
  onIssued,
}: {
  proforma: ProformaDetail;
  onClose: () => void;
  onIssued: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReissueValues>();
  const reissue = useReissueProforma();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (values: ReissueValues) => {
    setProblem(null);
    try {
      const issued = await reissue.mutateAsync({
        id: proforma.id,
        amends: values.amends.trim(),
        lines: toDocumentLines(values.lines),
        lead_time_days: values.lead_time_days ?? 0,
        incoterm: values.incoterm,
        payment_terms: {
          deposit_percent: values.deposit_percent ?? 0,
          balance_terms: values.balance_terms?.trim() ?? '',
        },
        notes: values.notes?.trim() ?? '',
      });
      void message.success(t('consoleOrders.reissue.done', { number: issued.number, version: issued.version }));
      onIssued(issued.id);
    } catch (error) {
      const rest = showFieldErrors(form, error, FORM_FIELDS, termsFormPath);
      if (rest) setProblem(rest.length ? rest.join('; ') : t('consoleQuoting.form.fixFields'));
      else setProblem(actionProblem(t, error));
    }
  };

  return (
    <Form<ReissueValues>
      form={form}
      layout="vertical"
      onFinish={send}
      scrollToFirstError
      initialValues={{
        amends: '',
        lines: proforma.lines.map((line) => ({
          name: line.name,
          specification: line.specification,
          quantity: line.quantity,
          unit: line.unit,
          unit_price: line.unit_price,
        })),
        lead_time_days: proforma.lead_time_days,
        incoterm: proforma.incoterm,
        deposit_percent: proforma.payment_terms.deposit_percent,
        balance_terms: proforma.payment_terms.balance_terms,
        notes: proforma.notes,
      }}
      data-testid="reissue-form"
    >
      {proforma.change_request && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('consoleOrders.proforma.changeRequest')}
          description={proforma.change_request}
        />
      )}
      {problem && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problem} data-testid="reissue-problem" />
      )}
      <Form.Item
        name="amends"
        label={t('consoleOrders.reissue.amends')}
        extra={t('consoleOrders.reissue.amendsHint')}
        rules={[{ required: true, whitespace: true, message: t('consoleOrders.reissue.amendsRequired') }]}
      >
        <Input.TextArea rows={2} maxLength={DOCUMENT_REASON_MAX_LENGTH} showCount data-testid="reissue-amends" />
      </Form.Item>
      <DocumentLinesField currency={proforma.currency} />
      <DocumentTermsFields />
      <Form.Item name="notes" label={t('consoleOrders.proforma.notes')}>
        <Input.TextArea rows={3} maxLength={OFFER_NOTE_MAX_LENGTH} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={reissue.isPending} data-testid="reissue-send">
          {t('consoleOrders.reissue.send')}
        </Button>
        <Button onClick={onClose}>{t('console.common.cancel')}</Button>
      </Space>
    </Form>
  );
}
