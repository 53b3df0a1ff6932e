import { PictureImg } from '@mall/client/components/picture-img';
import { formatPrice } from '@mall/client/lib/format-price';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useRfq } from '@mall/client/rfq/get-rfq';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { type Currency, isImageUpload, PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { DocumentTimeline } from '../../../components/document-timeline/document-timeline';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { OfferVersions } from '../../offers/components/offer-versions';
import { MessageThread } from '../components/message-thread';
import { RfqStatusTag } from '../components/rfq-status-tag';
import { useRfqActions } from '../components/use-rfq-actions';
import styles from './rfq-pages.module.css';

/** `/pages/rfq/detail?id=`: one RFQ with its files, quotations and message thread, and what can be done now. */
export default function RfqDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(query.id ?? 0);
  const rfq = useRfq(id);
  const actions = useRfqActions();
  const quantityText = useQuantityText();

  useEffect(() => {
    if (rfq.data && window.location.hash.endsWith('#messages'))
      document.getElementById('messages')?.scrollIntoView({ block: 'start' });
  }, [rfq.data]);

  if (rfq.isPending && id > 0) return <PageSkeleton />;
  if (!rfq.data) {
    return (
      <div className="page-message">
        <Result status="error" title={t('rfq.detail.notFound')} />
        <Button className="touch-button" onClick={() => navigate(PAGES.rfqList.route)}>
          {t('rfq.detail.toList')}
        </Button>
      </div>
    );
  }
  const r = rfq.data;
  const money = (amount: string) => formatPrice(Number(amount), r.currency as Currency, locale);

  return (
    <main className={styles.page} data-testid="rfq-detail">
      <section className={styles.card}>
        {r.main_picture && (
          <PictureImg className={styles.hero} src={r.main_picture.url} place={PICTURE_PLACES.wide} alt={r.name} />
        )}
        <div className={styles.head}>
          <h2>{r.name}</h2>
          <RfqStatusTag status={r.status} />
        </div>
        <dl className={styles.facts}>
          <dt>{t('rfq.fields.quantity')}</dt>
          <dd>{quantityText(r.quantity, r.unit)}</dd>
          <dt>{t('rfq.fields.budget')}</dt>
          <dd>{r.budget === null ? t('rfq.detail.noBudget') : money(r.budget)}</dd>
          <dt>{t('rfq.fields.deadline')}</dt>
          <dd>{formatDate(r.deadline, locale)}</dd>
          <dt>{t('rfq.fields.project_id')}</dt>
          <dd>{r.project.is_default ? t('rfq.form.defaultProject') : r.project.name}</dd>
          <dt>{t('rfq.fields.requester')}</dt>
          <dd>{r.requester}</dd>
          {r.use_for && (
            <>
              <dt>{t('rfq.fields.use_for')}</dt>
              <dd>{r.use_for}</dd>
            </>
          )}
          {r.description && (
            <>
              <dt>{t('rfq.fields.description')}</dt>
              <dd>{r.description}</dd>
            </>
          )}
          <dt>{t('rfq.status.submitted')}</dt>
          <dd>{formatDate(r.created_at, locale)}</dd>
        </dl>
      </section>

      <section className={styles.card} aria-label={t('rfq.detail.files')}>
        <h3 className={styles.sectionTitle}>{t('rfq.detail.files')}</h3>
        {r.files.length === 0 ? (
          <p className={styles.muted}>{t('rfq.detail.noFiles')}</p>
        ) : (
          <ul className={styles.fileList}>
            {r.files.map((file) => (
              <li key={file.id}>
                <a className={styles.fileLink} href={file.url} target="_blank" rel="noreferrer" data-testid="rfq-file">
                  {isImageUpload(file.kind) ? (
                    <PictureImg src={file.url} place={PICTURE_PLACES.upload} alt="" />
                  ) : (
                    <FileOutline />
                  )}
                  {file.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-label={t('rfq.detail.quotations')}>
        <h3 className={styles.sectionTitle}>{t('rfq.detail.quotations')}</h3>
        {r.offers.length === 0 ? (
          <p className={styles.muted}>{t('rfq.detail.noQuotations')}</p>
        ) : (
          <div className={styles.quotes}>
            <OfferVersions offers={r.offers} />
          </div>
        )}
      </section>

      <section className={styles.card}>
        <MessageThread rfqId={r.id} messages={r.messages} />
      </section>

      <DocumentTimeline type="rfq" id={r.id} />

      <div className={styles.bottomBar}>
        {r.status === 'submitted' && (
          <>
            <Button block onClick={() => void actions.cancel([r.id])} data-testid="rfq-cancel">
              {t('rfq.actions.cancel')}
            </Button>
            <Button block color="primary" onClick={() => navigate(`${PAGES.uploadInquiry.route}?id=${r.id}`)}>
              {t('rfq.actions.edit')}
            </Button>
          </>
        )}
        {r.status === 'quoted' && (
          <Button
            block
            color="primary"
            onClick={() => document.getElementById('messages')?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
          >
            {t('rfq.actions.message')}
          </Button>
        )}
        {r.status === 'cancelled' && (
          <>
            <Button
              block
              color="danger"
              fill="outline"
              data-testid="rfq-delete"
              onClick={async () => {
                if (await actions.remove(r.id)) navigate(PAGES.rfqList.route, { replace: true });
              }}
            >
              {t('rfq.actions.delete')}
            </Button>
            <Button block color="primary" data-testid="rfq-reopen" onClick={() => void actions.reopen(r.id)}>
              {t('rfq.actions.reopen')}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}
