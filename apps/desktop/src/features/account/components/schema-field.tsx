import type { SchemaForm } from '@mall/client/lib/schema-form';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Form, Input, type InputProps, Space } from 'antd';
import type { ReactNode } from 'react';
import { fieldStatus } from '../../../components/field-status';

/** A field's label, "(optional)" after it for what the buyer may leave out (the phone's words). */
export function FieldLabel({ text, optional = false }: { text: string; optional?: boolean }) {
  const { t } = useTranslation();
  if (!optional) return text;
  return (
    <>
      {text}
      <span className="account-optional">{t('fields.optional')}</span>
    </>
  );
}

interface SchemaFieldProps<K extends string> extends Omit<InputProps, 'form' | 'name' | 'id' | 'value' | 'onChange'> {
  form: SchemaForm<K, unknown>;
  name: K;
  /** Unique on the page: the label points at it. */
  id: string;
  label: string;
  optional?: boolean;
  /** The rule, shown while the field has no message. */
  hint?: string;
  password?: boolean;
  /** A button beside the input (send code). */
  addon?: ReactNode;
}

/** One text field of a form validated by the contract's schema as the buyer types. */
export function SchemaField<K extends string>({
  form,
  name,
  id,
  label,
  optional,
  hint,
  password = false,
  addon,
  ...input
}: SchemaFieldProps<K>) {
  const error = form.error(name);
  const props = {
    ...input,
    id,
    name,
    value: form.values[name],
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value),
    onBlur: () => form.touch(name),
  };
  const control = password ? <Input.Password {...props} /> : <Input {...props} />;
  return (
    <Form.Item
      label={<FieldLabel text={label} optional={optional} />}
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
