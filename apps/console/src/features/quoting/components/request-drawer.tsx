import { useTranslation } from '@mall/client/lib/use-translation';
import type { ConsoleQuotationRequest } from '@mall/contract';
import { Descriptions, Drawer, Typography } from 'antd';
import { DocumentAudit } from '../../../components/document-audit';
import { formatDateTime } from '../../../components/format';
import { ageText } from '../age';
import { OfferVersions } from './offer-versions';
import { QuoteButton } from './quote-button';
import type { QuoteRequest } from './quote-drawer';
import { RequestItems } from './request-items';
import { RfqStatusTag } from './status-tags';

/** A cart quotation request, as its inbox row carries it: the buyer, the items, the versions quoted, and "Quote". */
export function RequestDrawer(props: {
  request: ConsoleQuotationRequest | undefined;
  open: boolean;
  onClose: () => void;
  onQuote: (request: QuoteRequest) => void;
  showAudit: boolean;
}) {
  const { t } = useTranslation();
  const request = props.request;
  const number = request ? t('consoleQuoting.requestNumber', { id: request.id }) : '';
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      width={760}
      destroyOnHidden
      title={request ? `${number} · ${request.buyer.company_name}` : t('consoleQuoting.detail.requestTitle')}
      data-testid="request-drawer"
      extra={
        request && (
          <QuoteButton
            status={request.status}
            onQuote={props.onQuote}
            request={{
              type: 'quotation_request',
              id: request.id,
              items: request.items,
              currency: request.currency,
              offers: request.offers,
              title: `${t('consoleQuoting.form.title')} · ${number} · ${request.buyer.company_name}`,
            }}
          />
        )
      }
    >
      {!request && <Typography.Text type="secondary">{t('consoleQuoting.detail.requestGone')}</Typography.Text>}
      {request && (
        <>
          <Descriptions
            column={2}
            size="small"
            bordered
            style={{ marginBottom: 24 }}
            items={[
              {
                key: 'company',
                label: t('consoleQuoting.columns.buyer'),
                children: request.buyer.company_name,
                span: 2,
              },
              {
                key: 'contact',
                label: t('consoleQuoting.detail.contact'),
                children: `${request.buyer.contact_name} · ${request.buyer.email}`,
                span: 2,
              },
              { key: 'country', label: t('consoleQuoting.columns.country'), children: request.buyer.country },
              {
                key: 'status',
                label: t('consoleQuoting.columns.status'),
                children: <RfqStatusTag status={request.status} />,
              },
              { key: 'group', label: t('consoleQuoting.detail.group'), children: request.group_name || '—' },
              { key: 'currency', label: t('consoleQuoting.detail.currency'), children: request.currency },
              {
                key: 'created',
                label: t('consoleQuoting.detail.requested'),
                children: formatDateTime(request.created_at),
              },
              { key: 'age', label: t('consoleQuoting.columns.age'), children: ageText(t, request.created_at) },
            ]}
          />
          <Typography.Title level={5}>{t('consoleQuoting.detail.items')}</Typography.Title>
          <RequestItems items={request.items} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('consoleQuoting.detail.offers')}
          </Typography.Title>
          <OfferVersions offers={request.offers} currency={request.currency} />
          {props.showAudit && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('consoleQuoting.detail.history')}
              </Typography.Title>
              <DocumentAudit entities={[{ entity: 'quotation_request', id: request.id }]} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
