import type { SchemaForm } from '@mall/client/lib/schema-form';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { RfqField } from '@mall/client/rfq/rfq-form';
import { Form, Input, type InputProps, Space } from 'antd';
import type { ReactNode } from 'react';
import { fieldStatus } from '../../../components/field-status';

type TextField = Extract<RfqField, 'name' | 'quantity' | 'use_for' | 'budget' | 'requester' | 'description'>;

interface RfqTextFieldProps extends Omit<InputProps, 'form' | 'name' | 'id' | 'value' | 'onChange'> {
  form: SchemaForm<RfqField, unknown>;
  name: TextField;
  optional?: boolean;
  /** The rule, shown while the field has no message. */
  hint?: string;
  /** Several lines, with the characters counted (the description). */
  rows?: number;
  /** Beside the input: the budget's currency, the quantity's unit. */
  addon?: ReactNode;
  /** The addon's message, shown while the field has none of its own. */
  addonError?: string;
}

/** One text field of the RFQ form, labelled with the phone's words and checked as the buyer types. */
export function RfqTextField({
  form,
  name,
  optional = false,
  hint,
  rows,
  addon,
  addonError,
  maxLength,
  ...input
}: RfqTextFieldProps) {
  const { t } = useTranslation();
  const error = form.error(name) ?? addonError;
  const id = `rfq-${name}`;
  const common = {
    id,
    name,
    value: form.values[name],
    maxLength,
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
  };
  const control = rows ? <Input.TextArea {...common} rows={rows} showCount /> : <Input {...common} {...input} />;
  return (
    <Form.Item
      label={
        <>
          {t(`rfq.fields.${name}`)}
          {optional && <span className="rfq-optional">{t('rfq.form.optional')}</span>}
        </>
      }
      htmlFor={id}
      extra={error ? undefined : hint}
      {...fieldStatus(error)}
    >
      {addon ? (
        <Space.Compact block>
          {control}
          {addon}
        </Space.Compact>
      ) : (
        control
      )}
    </Form.Item>
  );
}
