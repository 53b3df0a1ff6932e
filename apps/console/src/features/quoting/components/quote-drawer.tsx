import { QUOTE_HANDLED_CODES, useCreateQuotation } from '@mall/client/console/quoting/quote';
import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Currency, type InboxOffer, OFFER_NOTE_MAX_LENGTH } from '@mall/contract';
import { Alert, App, Button, DatePicker, Drawer, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DocumentLinesField } from '../../../components/document-lines-field';
import { DocumentTermsFields, termsFormPath } from '../../../components/document-terms-fields';
import { errorText } from '../../../components/error-text';
import { showFieldErrors } from '../../../components/server-fields';
import { initialQuoteValues, type QuoteFormValues, type QuoteTarget, toQuotationInput } from '../quote-form';

export interface QuoteRequest extends QuoteTarget {
  currency: Currency;
  offers: readonly InboxOffer[];
  /** What the drawer's title names: "RFQ #12 · ACME Ltd". */
  title: string;
}

const FORM_FIELDS = new Set([
  'lines',
  'valid_until',
  'lead_time_days',
  'incoterm',
  'deposit_percent',
  'balance_terms',
  'note',
]);

/**
 * An operator's quotation: lines prefilled from the request's items, prices in the request's
 * currency, validity, lead time, Incoterm, payment terms and a note. A new version of a request
 * that has an open one says which version it supersedes before it is sent; the server's field
 * messages appear at the fields, and a request that moved on meanwhile is said in the drawer.
 */
export function QuoteDrawer({ request, onClose }: { request: QuoteRequest | undefined; onClose: () => void }) {
  return (
    <Drawer
      open={request !== undefined}
      onClose={onClose}
      width={1080}
      destroyOnHidden
      title={request?.title}
      data-testid="quote-drawer"
    >
      {request && <QuoteForm request={request} onDone={onClose} />}
    </Drawer>
  );
}

export function QuoteForm({ request, onDone }: { request: QuoteRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<QuoteFormValues>();
  const create = useCreateQuotation();
  const [problem, setProblem] = useState<string | null>(null);
  const open = request.offers.find((offer) => offer.status === 'quoted');
  const nextVersion = Math.max(0, ...request.offers.map((offer) => offer.version)) + 1;

  const send = async (values: QuoteFormValues) => {
    setProblem(null);
    try {
      const created = await create.mutateAsync(toQuotationInput(request, values));
      void message.success(t('consoleQuoting.form.sent', { version: created.version }));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError) || !(QUOTE_HANDLED_CODES as readonly number[]).includes(error.code ?? 0)) return;
      const rest = showFieldErrors(form, error, FORM_FIELDS, termsFormPath);
      if (rest) setProblem(rest.length ? rest.join('; ') : t('consoleQuoting.form.fixFields'));
      else setProblem(errorText(t, error));
    }
  };

  const submit = (values: QuoteFormValues) => {
    if (!open) return send(values);
    modal.confirm({
      title: t('consoleQuoting.form.supersedeTitle', { version: nextVersion }),
      content: t('consoleQuoting.form.supersedeBody', { version: open.version }),
      okText: t('consoleQuoting.form.send'),
      cancelText: t('console.common.cancel'),
      onOk: () => send(values),
    });
  };

  return (
    <Form<QuoteFormValues>
      form={form}
      layout="vertical"
      initialValues={initialQuoteValues(request, dayjs())}
      onFinish={submit}
      scrollToFirstError
      data-testid="quote-form"
    >
      {open && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('consoleQuoting.form.supersedes', { version: open.version, next: nextVersion })}
          data-testid="quote-supersedes"
        />
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={problem}
          data-testid="quote-problem"
          closable
          onClose={() => setProblem(null)}
        />
      )}
      <DocumentLinesField currency={request.currency} />
      <DocumentTermsFields testIdPrefix="quote">
        <Form.Item
          name="valid_until"
          label={t('consoleQuoting.form.validUntil')}
          rules={[{ required: true, message: t('consoleQuoting.form.required') }]}
        >
          <DatePicker
            allowClear={false}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            data-testid="quote-valid-until"
          />
        </Form.Item>
      </DocumentTermsFields>
      <Form.Item name="note" label={t('consoleQuoting.form.note')}>
        <Input.TextArea rows={3} maxLength={OFFER_NOTE_MAX_LENGTH} showCount data-testid="quote-note" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="quote-send">
          {t('consoleQuoting.form.send')}
        </Button>
        <Button onClick={onDone}>{t('console.common.cancel')}</Button>
      </Space>
    </Form>
  );
}
