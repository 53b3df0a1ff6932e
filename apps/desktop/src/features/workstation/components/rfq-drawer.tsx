import { PictureImg } from '@mall/client/components/picture-img';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { issueText } from '@mall/client/lib/schema-form';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useRfq } from '@mall/client/rfq/get-rfq';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { useSendRfqMessage } from '@mall/client/rfq/send-rfq-message';
import {
  type Currency,
  DESKTOP_PAGES,
  isImageUpload,
  RFQ_MESSAGE_MAX_LENGTH,
  type RfqDetail,
  rfqMessageBodySchema,
} from '@mall/contract';
import { App, Button, Descriptions, Drawer, Empty, Form, Input, List, Result, Spin, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DocumentTimeline } from './document-timeline';
import { OfferStatusTag, RfqStatusTag } from './status-tags';

/** The thread with the mall's service, and a box to write in it; a refused message stays in the box. */
function Messages({ rfq, focus }: { rfq: RfqDetail; focus: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const sending = useSendRfqMessage();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string>();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) section.current?.scrollIntoView({ block: 'start' });
  }, [focus]);

  const send = async () => {
    const parsed = rfqMessageBodySchema.safeParse({ id: rfq.id, content });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setProblem(issue ? issueText(issue, locale, t) : undefined);
      return;
    }
    try {
      await sending.mutateAsync(parsed.data);
      setContent('');
      void message.success(t('rfq.detail.sent'));
    } catch {
      // The API client has said why.
    }
  };

  return (
    <section ref={section} aria-label={t('rfq.detail.messages')} className="rfq-messages">
      <h3>{t('rfq.detail.messages')}</h3>
      <List
        size="small"
        dataSource={rfq.messages}
        locale={{ emptyText: t('rfq.detail.noMessages') }}
        renderItem={(item) => (
          <List.Item data-testid="rfq-message" data-author={item.author}>
            <List.Item.Meta
              title={`${item.author === 'buyer' ? t('rfq.detail.you') : t('rfq.detail.operator')} · ${formatDate(item.created_at, locale)}`}
              description={item.content}
            />
          </List.Item>
        )}
      />
      <Form layout="vertical" onFinish={() => void send()}>
        <Form.Item validateStatus={problem ? 'error' : undefined} help={problem}>
          <Input.TextArea
            value={content}
            rows={3}
            autoFocus={focus}
            maxLength={RFQ_MESSAGE_MAX_LENGTH}
            showCount
            placeholder={t('rfq.detail.messagePlaceholder')}
            aria-label={t('rfq.detail.messagePlaceholder')}
            onChange={(event) => {
              setContent(event.target.value);
              setProblem(undefined);
            }}
            data-testid="rfq-message-input"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending.isPending} data-testid="rfq-message-send">
          {t('rfq.detail.send')}
        </Button>
      </Form>
    </section>
  );
}

function RfqDetailView({ rfq, toMessages }: { rfq: RfqDetail; toMessages: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  const money = useMoney(rfq.currency as Currency);
  return (
    <div data-testid="rfq-drawer">
      <Descriptions
        column={2}
        bordered
        size="small"
        items={[
          {
            key: 'status',
            label: t('desktop.workstation.columns.status'),
            children: <RfqStatusTag status={rfq.status} />,
          },
          {
            key: 'quantity',
            label: t('rfq.fields.quantity'),
            children: quantityText(rfq.quantity, rfq.unit),
          },
          {
            key: 'budget',
            label: t('rfq.fields.budget'),
            children: rfq.budget === null ? t('rfq.detail.noBudget') : money(rfq.budget),
          },
          { key: 'deadline', label: t('rfq.fields.deadline'), children: formatDate(rfq.deadline, locale) },
          {
            key: 'project',
            label: t('rfq.fields.project_id'),
            children: rfq.project.is_default ? t('rfq.form.defaultProject') : rfq.project.name,
          },
          { key: 'requester', label: t('rfq.fields.requester'), children: rfq.requester },
          ...(rfq.use_for ? [{ key: 'use', label: t('rfq.fields.use_for'), children: rfq.use_for, span: 2 }] : []),
          ...(rfq.description
            ? [
                {
                  key: 'description',
                  label: t('rfq.fields.description'),
                  children: <span className="rfq-description">{rfq.description}</span>,
                  span: 2,
                },
              ]
            : []),
          {
            key: 'files',
            label: t('rfq.detail.files'),
            span: 2,
            children:
              rfq.files.length === 0 ? (
                t('rfq.detail.noFiles')
              ) : (
                <ul className="rfq-files">
                  {rfq.files.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} target="_blank" rel="noreferrer" data-testid="rfq-file">
                        {isImageUpload(file.kind) ? (
                          <PictureImg src={file.url} place={PICTURE_PLACES.upload} alt="" />
                        ) : null}
                        {file.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      <h3>{t('rfq.detail.quotations')}</h3>
      {rfq.offers.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rfq.detail.noQuotations')} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rfq.offers}
          columns={[
            { key: 'version', title: t('desktop.workstation.columns.version'), dataIndex: 'version' },
            {
              key: 'status',
              title: t('desktop.workstation.columns.status'),
              render: (_, offer) => <OfferStatusTag offer={offer} />,
            },
            {
              key: 'total',
              title: t('desktop.workstation.columns.total'),
              align: 'right',
              render: (_, offer) => money(offer.total),
            },
            {
              key: 'valid',
              title: t('offer.validUntil'),
              render: (_, offer) => formatDate(offer.valid_until, locale),
            },
          ]}
        />
      )}
      <Messages rfq={rfq} focus={toMessages} />
      <DocumentTimeline type="rfq" id={rfq.id} />
    </div>
  );
}

/**
 * One RFQ in full beside its table: fields, files, the quotations it got and its messages; one
 * without a quotation can be edited, as on the phone.
 */
export function RfqDrawer({ id, toMessages, onClose }: { id: number; toMessages: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rfq = useRfq(id);
  const editable = rfq.data && rfq.data.status !== 'quoted';
  return (
    <Drawer
      open
      width={760}
      title={rfq.data?.name ?? t('desktop.workstation.tabs.rfqs')}
      onClose={onClose}
      extra={
        editable && (
          <Link to={`${DESKTOP_PAGES.uploadInquiry.path}?id=${id}`} className="button" data-testid="rfq-edit">
            {t('rfq.actions.edit')}
          </Link>
        )
      }
    >
      {rfq.isPending ? (
        <Spin className="page-state" />
      ) : rfq.isError ? (
        <Result status="warning" title={t('rfq.detail.notFound')} />
      ) : (
        <RfqDetailView rfq={rfq.data} toMessages={toMessages} />
      )}
    </Drawer>
  );
}
