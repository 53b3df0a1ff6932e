import { formatCount } from '@mall/client/lib/format-count';
import { formatPrice } from '@mall/client/lib/format-price';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useAcceptOffer, useDeclineOffer } from '@mall/client/offers/decide-offer';
import { useOfferTexts } from '@mall/client/offers/offer-texts';
import { DOCUMENT_REASON_MAX_LENGTH, type Offer, PAGES, unitName } from '@mall/contract';
import { Button, Dialog, Tag, TextArea, Toast } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import styles from './offer-card.module.css';

const STATUS_COLOR: Record<Offer['status'], string> = {
  quoted: 'primary',
  accepted: 'success',
  declined: 'default',
  expired: 'warning',
  superseded: 'default',
};

const proformaUrl = (id: number) => `${PAGES.proformaDetail.route}?id=${id}`;

/**
 * One version of a quotation: its lines, total and terms, and the buyer's decision while it is open;
 * an accepted one leads to its proforma invoice.
 */
export function OfferCard({ offer, showRequest = false }: { offer: Offer; showRequest?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const navigate = useNavigate();
  const money = (amount: string) => formatPrice(Number(amount), offer.currency, locale);
  const texts = useOfferTexts();

  async function onAccept() {
    const confirmed = await Dialog.confirm({
      title: t('offer.acceptTitle', { version: offer.version }),
      content: t('offer.acceptBody', { total: money(offer.total) }),
      confirmText: t('offer.accept'),
      cancelText: t('offer.cancel'),
    });
    if (!confirmed) return;
    const { proforma_invoice_id } = await accept.mutateAsync(offer.id);
    Toast.show({ icon: 'success', content: t('offer.accepted') });
    navigate(proformaUrl(proforma_invoice_id));
  }

  function onDecline() {
    let reason = '';
    Dialog.confirm({
      title: t('offer.declineTitle'),
      content: (
        <TextArea
          placeholder={t('offer.declineReason')}
          maxLength={DOCUMENT_REASON_MAX_LENGTH}
          rows={3}
          onChange={(value) => {
            reason = value;
          }}
          data-testid="offer-decline-reason"
        />
      ),
      confirmText: t('offer.decline'),
      cancelText: t('offer.cancel'),
      onConfirm: async () => {
        if (!reason.trim()) {
          Toast.show({ content: t('offer.reasonRequired') });
          throw new Error('reason required');
        }
        await decline.mutateAsync({ id: offer.id, reason: reason.trim() });
        Toast.show({ content: t('offer.declined') });
      },
    });
  }

  return (
    <article className={styles.card} data-testid="offer" data-status={offer.status}>
      <div className={styles.head}>
        <strong>{t('offer.version', { version: offer.version })}</strong>
        <Tag color={STATUS_COLOR[offer.status]} fill="outline">
          {t(`offer.status.${offer.status}`)}
        </Tag>
        {showRequest && <span className={styles.request}>{texts.request(offer)}</span>}
      </div>
      <ul className={styles.lines}>
        {offer.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a document's lines keep their order and never move
          <li key={index}>
            <span className={styles.lineName}>
              {line.name}
              <br />
              {t('offer.line', {
                quantity: formatCount(line.quantity, locale),
                unit: unitName(line.unit, locale, line.quantity),
                price: money(line.unit_price),
              })}
            </span>
            <span className={styles.amount}>{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.total}>
        <span>{t('offer.total')}</span>
        <strong data-testid="offer-total">{money(offer.total)}</strong>
      </div>
      <dl className={styles.terms}>
        <dt>{t('offer.validUntil')}</dt>
        <dd>{formatDate(offer.valid_until, locale)}</dd>
        <dt>{t('offer.incoterm')}</dt>
        <dd>{offer.incoterm}</dd>
        <dt>{t('offer.payment')}</dt>
        <dd>{texts.payment(offer)}</dd>
        <dt>{t('offer.leadTimeLabel')}</dt>
        <dd>{t('offer.leadTime', { days: offer.lead_time_days })}</dd>
        {offer.note && (
          <>
            <dt>{t('offer.noteLabel')}</dt>
            <dd>{offer.note}</dd>
          </>
        )}
        {offer.decline_reason && (
          <>
            <dt />
            <dd>{t('offer.declinedBecause', { reason: offer.decline_reason })}</dd>
          </>
        )}
      </dl>
      {offer.status === 'quoted' && (
        <div className={styles.actions}>
          <Button onClick={onDecline} loading={decline.isPending} data-testid="offer-decline">
            {t('offer.decline')}
          </Button>
          <Button color="primary" onClick={() => void onAccept()} loading={accept.isPending} data-testid="offer-accept">
            {t('offer.accept')}
          </Button>
        </div>
      )}
      {offer.proforma_invoice_id !== null && (
        <Link className={styles.proformaLink} to={proformaUrl(offer.proforma_invoice_id)} data-testid="offer-proforma">
          {t('offer.proformaIssued')} ›
        </Link>
      )}
    </article>
  );
}
