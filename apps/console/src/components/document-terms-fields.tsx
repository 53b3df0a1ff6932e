import { useTranslation } from '@mall/client/lib/use-translation';
import { INCOTERMS, LEAD_TIME_DAYS_MAX, PAYMENT_TERMS_TEXT_MAX_LENGTH } from '@mall/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { leadTimeValid } from './document-lines';

/** The server names the payment terms' fields under `payment_terms`; the forms keep them flat. */
export function termsFormPath(path: (string | number)[]): (string | number)[] {
  return path[0] === 'payment_terms' ? path.slice(1) : path;
}

/**
 * The terms of a quotation or a re-issued proforma invoice: lead time, Incoterm, deposit and
 * balance terms, after the document's own fields (`children`, a quotation's validity).
 */
export function DocumentTermsFields({ testIdPrefix, children }: { testIdPrefix?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const required = t('consoleQuoting.form.required');
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 16, marginTop: 24 }}>
      {children}
      <Form.Item
        name="lead_time_days"
        label={t('consoleQuoting.form.leadTime')}
        required
        rules={[
          {
            validator: async (_, value: number | null) => {
              if (!leadTimeValid(value))
                throw new Error(t('consoleQuoting.form.leadTimeInvalid', { max: LEAD_TIME_DAYS_MAX }));
            },
          },
        ]}
      >
        <InputNumber
          min={0}
          max={LEAD_TIME_DAYS_MAX}
          precision={0}
          addonAfter={t('consoleQuoting.form.days')}
          style={{ width: '100%' }}
          data-testid={testId('lead-time')}
        />
      </Form.Item>
      <Form.Item
        name="incoterm"
        label={t('consoleQuoting.form.incoterm')}
        rules={[{ required: true, message: required }]}
      >
        <Select
          options={INCOTERMS.map((term) => ({ value: term, label: term }))}
          showSearch
          data-testid={testId('incoterm')}
        />
      </Form.Item>
      <Form.Item
        name="deposit_percent"
        label={t('consoleQuoting.form.deposit')}
        rules={[{ required: true, message: required }]}
      >
        <InputNumber
          min={0}
          max={100}
          precision={0}
          addonAfter="%"
          style={{ width: '100%' }}
          data-testid={testId('deposit')}
        />
      </Form.Item>
      <Form.Item name="balance_terms" label={t('consoleQuoting.form.balanceTerms')} style={{ gridColumn: 'span 2' }}>
        <Input
          maxLength={PAYMENT_TERMS_TEXT_MAX_LENGTH}
          placeholder={t('consoleQuoting.form.balanceTermsHint')}
          data-testid={testId('balance-terms')}
        />
      </Form.Item>
    </div>
  );
}
