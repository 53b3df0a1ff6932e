import { useTranslation } from '@mall/client/lib/use-translation';
import { Alert, App, Button, Form, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { refusalOf } from '../form-errors';

/**
 * The form of a catalogue item's drawer (banner, campaign, category, store): `save` sends it; a
 * saved item is said and closes the drawer (`onDone`, also Cancel), a refused one shows the
 * server's messages at the fields and above them (a stale version, a taken code).
 */
export function CatalogueForm<V>({
  testId,
  fields,
  formName,
  initialValues,
  busy,
  save,
  onDone,
  children,
}: {
  /** The item's name in test ids: `<testId>-form`, `-problem`, `-save`. */
  testId: string;
  /** The form's fields, which the server's field messages may name. */
  fields: ReadonlySet<string>;
  /** The form's field where it keeps a server field under another name. */
  formName?: Readonly<Record<string, string>>;
  initialValues: Partial<V>;
  busy: boolean;
  save: (values: V) => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: V) => {
    setProblem(null);
    try {
      await save(values);
      void message.success(t('consoleCatalogue.form.saved'));
      onDone();
    } catch (error) {
      setProblem(refusalOf(t, form, fields, error, formName));
    }
  };

  return (
    <Form<V>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={initialValues}
      data-testid={`${testId}-form`}
    >
      {problem && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={problem} data-testid={`${testId}-problem`} />
      )}
      {children}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-save`}>
          {t('console.common.save')}
        </Button>
        <Button onClick={onDone}>{t('console.common.cancel')}</Button>
      </Space>
    </Form>
  );
}
