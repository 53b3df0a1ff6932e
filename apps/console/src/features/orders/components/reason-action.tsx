import { useTranslation } from '@mall/client/lib/use-translation';
import { DOCUMENT_REASON_MAX_LENGTH } from '@mall/contract';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

/**
 * A destructive step that needs a reason (cancel an invoice, cancel an order): the button opens a
 * confirmation that asks for the reason; nothing is sent before the operator confirms.
 */
export function ReasonAction(props: {
  label: string;
  title: string;
  description: string;
  okText: string;
  testId: string;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const confirm = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    const done = await props.onConfirm(reason.trim()).finally(() => setBusy(false));
    if (done) {
      setOpen(false);
      form.resetFields();
    }
  };
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid={props.testId}>
        {props.label}
      </Button>
      <Modal
        open={open}
        title={props.title}
        okText={props.okText}
        cancelText={t('console.common.cancel')}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': `${props.testId}-confirm` }}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{props.description}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('consoleOrders.reason')}
            rules={[{ required: true, whitespace: true, message: t('consoleOrders.reasonRequired') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={DOCUMENT_REASON_MAX_LENGTH}
              showCount
              data-testid={`${props.testId}-reason`}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
