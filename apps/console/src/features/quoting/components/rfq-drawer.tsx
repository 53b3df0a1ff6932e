import { FileOutlined } from '@ant-design/icons';
import { useRfqDetail } from '@mall/client/console/quoting/get-quoting-inbox';
import { useSendRfqMessage } from '@mall/client/console/quoting/quote';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type ConsoleRfqDetail, isImageUpload, RFQ_MESSAGE_MAX_LENGTH } from '@mall/contract';
import { Button, Descriptions, Drawer, Form, Input, List, Skeleton, Space, Tag, Typography } from 'antd';
import { DocumentAudit } from '../../../components/document-audit';
import { formatDate, formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../components/money';
import { UploadedPictures } from '../../../components/uploaded-pictures';
import { ageText } from '../age';
import { OfferVersions } from './offer-versions';
import { QuoteButton } from './quote-button';
import type { QuoteRequest } from './quote-drawer';
import { RequestItems } from './request-items';
import { RfqStatusTag } from './status-tags';

function Files({ rfq }: { rfq: ConsoleRfqDetail }) {
  const { t } = useTranslation();
  const all = [
    ...(rfq.main_picture ? [rfq.main_picture] : []),
    ...rfq.files.filter((f) => f.id !== rfq.main_picture?.id),
  ];
  const pictures = all.filter((file) => isImageUpload(file.kind));
  const documents = all.filter((file) => !isImageUpload(file.kind));
  if (all.length === 0) return <Typography.Text type="secondary">{t('consoleQuoting.detail.noFiles')}</Typography.Text>;
  return (
    <div data-testid="rfq-files">
      {pictures.length > 0 && (
        <div style={{ marginBottom: 8 }}>
          <UploadedPictures pictures={pictures} size={96} testId="rfq-picture" />
        </div>
      )}
      {documents.map((file) => (
        <div key={file.id}>
          <Typography.Link href={file.url} download={file.name} data-testid="rfq-document">
            <FileOutlined /> {file.name}
          </Typography.Link>
        </div>
      ))}
    </div>
  );
}

function Thread({ rfq }: { rfq: ConsoleRfqDetail }) {
  const { t } = useTranslation();
  const send = useSendRfqMessage();
  const [form] = Form.useForm<{ content: string }>();
  return (
    <>
      <List
        size="small"
        data-testid="rfq-thread"
        locale={{ emptyText: t('consoleQuoting.detail.noMessages') }}
        dataSource={rfq.messages}
        renderItem={(item) => (
          <List.Item>
            <div style={{ width: '100%' }}>
              <Space size={4}>
                <Tag color={item.author === 'operator' ? 'blue' : 'default'}>
                  {t(`consoleQuoting.detail.author.${item.author}`)}
                </Tag>
                <Typography.Text type="secondary">{formatDateTime(item.created_at)}</Typography.Text>
              </Space>
              <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{item.content}</div>
            </div>
          </List.Item>
        )}
      />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 8 }}
        onFinish={async ({ content }) => {
          const sent = await send.mutateAsync({ id: rfq.id, content: content.trim() }).catch(() => null);
          if (sent) form.resetFields();
        }}
      >
        <Form.Item
          name="content"
          rules={[{ required: true, whitespace: true, message: t('consoleQuoting.detail.messageRequired') }]}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea
            rows={2}
            maxLength={RFQ_MESSAGE_MAX_LENGTH}
            showCount
            placeholder={t('consoleQuoting.detail.messagePlaceholder')}
            data-testid="rfq-message-input"
          />
        </Form.Item>
        <Button htmlType="submit" loading={send.isPending} data-testid="rfq-message-send">
          {t('consoleQuoting.detail.sendMessage')}
        </Button>
      </Form>
    </>
  );
}

/** An RFQ in full: the buyer, what they ask for, their files and thread, the versions quoted, and "Quote". */
export function RfqDrawer(props: {
  id: number | undefined;
  onClose: () => void;
  onQuote: (request: QuoteRequest) => void;
  showAudit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const detail = useRfqDetail(props.id);
  const rfq = detail.data;
  const none = t('console.common.none');
  return (
    <Drawer
      open={props.id !== undefined}
      onClose={props.onClose}
      width={760}
      destroyOnHidden
      title={
        rfq ? `${t('consoleQuoting.rfqNumber', { id: rfq.id })} · ${rfq.name}` : t('consoleQuoting.detail.rfqTitle')
      }
      data-testid="rfq-drawer"
      extra={
        rfq && (
          <QuoteButton
            status={rfq.status}
            onQuote={props.onQuote}
            request={{
              type: 'rfq',
              id: rfq.id,
              items: rfq.items,
              currency: rfq.currency,
              offers: rfq.offers,
              title: `${t('consoleQuoting.form.title')} · ${t('consoleQuoting.rfqNumber', { id: rfq.id })} · ${rfq.buyer.company_name}`,
            }}
          />
        )
      }
    >
      {detail.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {detail.isError && (
        <LoadError
          error={detail.error}
          title={t('consoleQuoting.detail.loadFailed')}
          onRetry={() => void detail.refetch()}
        />
      )}
      {rfq && (
        <>
          <Descriptions
            column={2}
            size="small"
            bordered
            style={{ marginBottom: 24 }}
            items={[
              { key: 'company', label: t('consoleQuoting.columns.buyer'), children: rfq.buyer.company_name, span: 2 },
              {
                key: 'contact',
                label: t('consoleQuoting.detail.contact'),
                children: `${rfq.buyer.contact_name} · ${rfq.buyer.email}`,
                span: 2,
              },
              { key: 'country', label: t('consoleQuoting.columns.country'), children: rfq.buyer.country },
              {
                key: 'status',
                label: t('consoleQuoting.columns.status'),
                children: <RfqStatusTag status={rfq.status} />,
              },
              { key: 'market', label: t('consoleQuoting.detail.currency'), children: rfq.currency },
              {
                key: 'budget',
                label: t('consoleQuoting.detail.budget'),
                children: rfq.budget ? formatMoney(rfq.budget, rfq.currency, i18n.language) : none,
              },
              { key: 'deadline', label: t('consoleQuoting.detail.deadline'), children: formatDate(rfq.deadline) },
              { key: 'age', label: t('consoleQuoting.columns.age'), children: ageText(t, rfq.created_at) },
              { key: 'use', label: t('consoleQuoting.detail.useFor'), children: rfq.use_for || none, span: 2 },
              {
                key: 'requester',
                label: t('consoleQuoting.detail.requester'),
                children: rfq.requester || none,
                span: 2,
              },
              {
                key: 'description',
                label: t('consoleQuoting.detail.description'),
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{rfq.description || none}</div>,
                span: 2,
              },
            ]}
          />
          <Typography.Title level={5}>{t('consoleQuoting.detail.items')}</Typography.Title>
          <RequestItems items={rfq.items} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('consoleQuoting.detail.files')}
          </Typography.Title>
          <Files rfq={rfq} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('consoleQuoting.detail.offers')}
          </Typography.Title>
          <OfferVersions offers={rfq.offers} currency={rfq.currency} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('consoleQuoting.detail.thread')}
          </Typography.Title>
          <Thread rfq={rfq} />
          {props.showAudit && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('consoleQuoting.detail.history')}
              </Typography.Title>
              <DocumentAudit entities={[{ entity: 'rfq', id: rfq.id }]} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
