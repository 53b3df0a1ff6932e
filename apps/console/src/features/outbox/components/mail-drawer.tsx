import { useResendMail } from '@mall/client/console/outbox/resend-mail';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { MailStatus, OutboxMail } from '@mall/contract';
import { Alert, App, Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../components/format';

const COLORS: Record<MailStatus, string> = { pending: 'processing', sent: 'success', failed: 'error', kept: 'default' };

export function MailStatusTag({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`console.outbox.status.${status}`)}</Tag>;
}

/** A mail as the buyer received it (or will), and a confirmed re-send. */
export function MailDrawer({ mail, onClose }: { mail: OutboxMail | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const resend = useResendMail();
  const askResend = (target: OutboxMail) =>
    modal.confirm({
      title: t('console.outbox.resendConfirm', { to: target.to }),
      okText: t('console.common.confirm'),
      cancelText: t('console.common.cancel'),
      onOk: async () => {
        const sent = await resend.mutateAsync(target.id).then(
          () => true,
          () => false,
        );
        if (sent) {
          void message.success(t('console.outbox.resent'));
          onClose();
        }
      },
    });
  return (
    <Drawer
      open={mail !== undefined}
      onClose={onClose}
      width={640}
      title={mail?.subject ?? t('console.outbox.mailTitle')}
      destroyOnHidden
      data-testid="mail-drawer"
      extra={
        mail && (
          <Button type="primary" loading={resend.isPending} onClick={() => askResend(mail)} data-testid="resend-mail">
            {t('console.outbox.resend')}
          </Button>
        )
      }
    >
      {mail && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'to', label: t('console.outbox.columns.to'), children: mail.to },
              { key: 'subject', label: t('console.outbox.columns.subject'), children: mail.subject },
              {
                key: 'status',
                label: t('console.outbox.columns.status'),
                children: <MailStatusTag status={mail.status} />,
              },
              { key: 'attempts', label: t('console.outbox.columns.attempts'), children: mail.attempts },
              { key: 'created', label: t('console.outbox.columns.created'), children: formatDateTime(mail.created_at) },
              { key: 'sent', label: t('console.outbox.columns.sent'), children: formatDateTime(mail.sent_at) },
            ]}
          />
          {mail.last_error && (
            <Alert
              type="error"
              showIcon
              message={t('console.outbox.lastError')}
              description={mail.last_error}
              style={{ marginBottom: 16 }}
            />
          )}
          <Typography.Title level={5}>{t('console.outbox.text')}</Typography.Title>
          <pre
            data-testid="mail-text"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: '#fafafa', padding: 16, margin: 0 }}
          >
            {mail.text}
          </pre>
        </>
      )}
    </Drawer>
  );
}
