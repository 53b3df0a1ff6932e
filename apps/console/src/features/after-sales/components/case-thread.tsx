import { useReplyToAfterSales } from '@mall/client/console/after-sales/after-sales-actions';
import { useTranslation } from '@mall/client/lib/use-translation';
import { AFTER_SALES_MESSAGE_MAX_LENGTH, type ConsoleAfterSalesDetail } from '@mall/contract';
import { App, Button, Form, Input, List, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../components/format';
import { showFieldErrors } from '../../../components/server-fields';
import { actionProblem } from './action-problem';
import { CaseFiles } from './case-files';

const FORM_FIELDS = new Set(['body']);

/** A rejected or closed case takes no more messages (60339). */
const FINISHED = new Set(['rejected', 'closed']);

/** The case's messages, oldest first, and the operator's reply. */
export function CaseThread({
  item,
  onProblem,
}: {
  item: ConsoleAfterSalesDetail;
  onProblem: (problem: string | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reply = useReplyToAfterSales();
  const [form] = Form.useForm<{ body: string }>();
  const messages = [...item.messages].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

  const send = async ({ body }: { body: string }) => {
    onProblem(null);
    try {
      await reply.mutateAsync({ id: item.id, body: body.trim() });
      void message.success(t('console.afterSales.thread.sent'));
      form.resetFields();
    } catch (error) {
      const rest = showFieldErrors(form, error, FORM_FIELDS);
      onProblem(rest ? rest.join('; ') || null : actionProblem(t, error));
    }
  };

  return (
    <>
      <List
        size="small"
        data-testid="case-thread"
        locale={{ emptyText: t('console.afterSales.thread.empty') }}
        dataSource={messages}
        renderItem={(entry) => (
          <List.Item data-testid="case-message">
            <div style={{ width: '100%' }}>
              <Space size={4}>
                <Tag color={entry.author === 'operator' ? 'blue' : 'default'}>
                  {t(`console.afterSales.thread.author.${entry.author}`)}
                </Tag>
                <Typography.Text strong>{entry.author_name}</Typography.Text>
                <Typography.Text type="secondary">{formatDateTime(entry.created_at)}</Typography.Text>
              </Space>
              <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{entry.body}</div>
              {entry.files.length > 0 && <CaseFiles files={entry.files} testId="message-file" />}
            </div>
          </List.Item>
        )}
      />
      {FINISHED.has(item.status) ? (
        <Typography.Text type="secondary">{t('console.afterSales.thread.finished')}</Typography.Text>
      ) : (
        <Form form={form} layout="vertical" style={{ marginTop: 8 }} onFinish={(values) => void send(values)}>
          <Form.Item
            name="body"
            rules={[{ required: true, whitespace: true, message: t('console.afterSales.thread.required') }]}
            style={{ marginBottom: 8 }}
          >
            <Input.TextArea
              rows={3}
              maxLength={AFTER_SALES_MESSAGE_MAX_LENGTH}
              showCount
              placeholder={t('console.afterSales.thread.placeholder')}
              aria-label={t('console.afterSales.thread.placeholder')}
              data-testid="reply-input"
            />
          </Form.Item>
          <Button htmlType="submit" loading={reply.isPending} data-testid="reply-send">
            {t('console.afterSales.thread.send')}
          </Button>
        </Form>
      )}
    </>
  );
}
