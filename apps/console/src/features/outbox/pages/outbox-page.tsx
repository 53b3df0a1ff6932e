import { PageContainer } from '@ant-design/pro-components';
import { useOutbox } from '@mall/client/console/outbox/get-outbox';
import { useTranslation } from '@mall/client/lib/use-translation';
import { MAIL_STATUSES, type OutboxMail } from '@mall/contract';
import { Button } from 'antd';
import { formatDateTime } from '../../../components/format';
import { filterTabs, ListTable } from '../../../components/list-table';
import { oneOf, useListParams } from '../../../components/use-list-params';
import { MailDrawer, MailStatusTag } from '../components/mail-drawer';

export default function OutboxPage() {
  const { t } = useTranslation();
  const list = useListParams(['status', 'to', 'mail'] as const);
  const status = oneOf(MAIL_STATUSES, list.values.status);
  const outbox = useOutbox({ status, to: list.values.to, page: list.page, pageSize: list.pageSize });
  const openId = Number(list.values.mail) || undefined;
  const open = outbox.data?.list.find((mail) => mail.id === openId);

  return (
    <PageContainer title={t('console.outbox.title')}>
      <ListTable<OutboxMail>
        query={outbox}
        list={list}
        emptyText={t('console.common.empty')}
        toolbar={{
          menu: filterTabs(list, 'status', MAIL_STATUSES, (key) =>
            key === 'all' ? t('console.outbox.all') : t(`console.outbox.status.${key}`),
          ),
          search: {
            placeholder: t('console.outbox.recipient'),
            defaultValue: list.values.to,
            allowClear: true,
            style: { width: 260 },
            onSearch: (to: string) => list.update({ to: to.trim() }),
          },
        }}
        columns={[
          { title: t('console.outbox.columns.to'), dataIndex: 'to', width: 240, ellipsis: true },
          { title: t('console.outbox.columns.subject'), dataIndex: 'subject', ellipsis: true },
          {
            title: t('console.outbox.columns.status'),
            dataIndex: 'status',
            width: 190,
            render: (_, mail) => <MailStatusTag status={mail.status} />,
          },
          { title: t('console.outbox.columns.attempts'), dataIndex: 'attempts', width: 100 },
          {
            title: t('console.outbox.columns.created'),
            dataIndex: 'created_at',
            width: 160,
            render: (_, mail) => formatDateTime(mail.created_at),
          },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 90,
            render: (_, mail) => (
              <Button
                type="link"
                size="small"
                onClick={() => list.update({ mail: mail.id }, true)}
                data-testid="read-mail"
              >
                {t('console.outbox.view')}
              </Button>
            ),
          },
        ]}
      />
      <MailDrawer mail={open} onClose={() => list.update({ mail: '' }, true)} />
    </PageContainer>
  );
}
