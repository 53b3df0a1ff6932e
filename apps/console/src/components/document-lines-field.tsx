import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { lineCents } from '@mall/client/lib/money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import {
  type Currency,
  fromCents,
  OFFER_LINE_NAME_MAX_LENGTH,
  OFFER_LINES_MAX,
  OFFER_NOTE_MAX_LENGTH,
  ORDER_UNITS,
  QUANTITY_MAX,
} from '@mall/contract';
import { AutoComplete, Button, Form, Input, InputNumber, Typography } from 'antd';
import { type DocumentLineValues, documentTotal, priceProblem, quantityValid } from './document-lines';
import { formatMoney } from './money';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 2fr) minmax(120px, 1.5fr) 110px 80px 170px 120px 32px',
  gap: 8,
  alignItems: 'start',
} as const;

/**
 * The priced lines of a quotation or a re-issued proforma invoice: name, specification, quantity,
 * unit and unit price in the document's currency; each line's amount and the total are computed in
 * cents as the operator types.
 */
export function DocumentLinesField({ currency }: { currency: Currency }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const unitName = useUnitName();
  // The mall's units are offered by name; one of them is kept as its code, which every buyer then
  // reads in their own language. Any other unit is kept as typed.
  const unitOptions = ORDER_UNITS.map((code) => ({ value: code, label: `${unitName(code)} · ${code}` }));
  const lines = Form.useWatch<Partial<DocumentLineValues>[] | undefined>('lines', form);
  const required = t('consoleQuoting.form.required');

  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_, value: unknown[] | undefined) => {
            if (!value?.length) throw new Error(t('consoleQuoting.form.linesRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="document-lines">
          <div style={{ ...GRID, marginBottom: 4 }}>
            <Typography.Text type="secondary">{t('consoleQuoting.form.name')}</Typography.Text>
            <Typography.Text type="secondary">{t('consoleQuoting.form.specification')}</Typography.Text>
            <Typography.Text type="secondary">{t('consoleQuoting.form.quantity')}</Typography.Text>
            <Typography.Text type="secondary">{t('consoleQuoting.form.unit')}</Typography.Text>
            <Typography.Text type="secondary">
              {t('consoleQuoting.form.unitPrice')} ({currency})
            </Typography.Text>
            <Typography.Text type="secondary" style={{ textAlign: 'right' }}>
              {t('consoleQuoting.form.amount')}
            </Typography.Text>
            <span />
          </div>
          {fields.map((field) => {
            const line = lines?.[field.name];
            const cents = lineCents(line?.quantity, line?.unit_price);
            return (
              <div key={field.key} style={GRID} data-testid="document-line">
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: required }]}
                >
                  <Input maxLength={OFFER_LINE_NAME_MAX_LENGTH} data-testid="line-name" />
                </Form.Item>
                <Form.Item name={[field.name, 'specification']}>
                  <Input maxLength={OFFER_NOTE_MAX_LENGTH} data-testid="line-specification" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'quantity']}
                  rules={[
                    {
                      validator: async (_, value: number | null) => {
                        if (!quantityValid(value)) throw new Error(t('consoleQuoting.form.quantityInvalid'));
                      },
                    },
                  ]}
                >
                  <InputNumber
                    min={1}
                    max={QUANTITY_MAX}
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid="line-quantity"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'unit']}
                  rules={[{ required: true, whitespace: true, message: required }]}
                >
                  <AutoComplete options={unitOptions} filterOption={unitMatches} popupMatchSelectWidth={false}>
                    <Input maxLength={16} data-testid="line-unit" />
                  </AutoComplete>
                </Form.Item>
                <Form.Item
                  name={[field.name, 'unit_price']}
                  rules={[
                    {
                      validator: async (_, value: string | undefined) => {
                        const problem = priceProblem(value);
                        if (problem === 'required') throw new Error(t('consoleQuoting.form.priceRequired'));
                        if (problem === 'amount') throw new Error(t('consoleQuoting.form.priceInvalid'));
                      },
                    },
                  ]}
                >
                  <Input inputMode="decimal" addonAfter={currency} placeholder="0.00" data-testid="line-price" />
                </Form.Item>
                <div style={{ textAlign: 'right', paddingTop: 5 }} data-testid="line-amount">
                  {cents === null ? '—' : formatMoney(fromCents(cents), currency, i18n.language)}
                </div>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('consoleQuoting.form.removeLine')}
                  title={t('consoleQuoting.form.removeLine')}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 4 }}>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= OFFER_LINES_MAX}
              onClick={() => add({ name: '', specification: '', quantity: 1, unit: '', unit_price: '' })}
              data-testid="add-line"
            >
              {t('consoleQuoting.form.addLine')}
            </Button>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {t('consoleQuoting.form.total')}:{' '}
              <span data-testid="quote-total">{formatMoney(documentTotal(lines), currency, i18n.language)}</span>
            </Typography.Text>
          </div>
        </div>
      )}
    </Form.List>
  );
}

/** Whether a unit offered matches what the operator has typed, by its code or its name. */
function unitMatches(typed: string, option?: { value: string; label: string }): boolean {
  const wanted = typed.trim().toLowerCase();
  return option !== undefined && (option.value.includes(wanted) || option.label.toLowerCase().includes(wanted));
}
