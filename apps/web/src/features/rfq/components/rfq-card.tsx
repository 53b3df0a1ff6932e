import { PictureImg } from '@mall/client/components/picture-img';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import { PAGES, type RfqSummary } from '@mall/contract';
import { Button, Checkbox } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router-dom';
import styles from './rfq-card.module.css';
import { RfqStatusTag } from './rfq-status-tag';
import { rfqDetailUrl, useRfqActions } from './use-rfq-actions';

interface RfqCardProps {
  rfq: RfqSummary;
  selected: boolean;
  onSelect(selected: boolean): void;
}

/** One RFQ of the list: a box to select it for a batch cancel, its summary, and what can be done now. */
export function RfqCard({ rfq, selected, onSelect }: RfqCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const actions = useRfqActions();
  const quantityText = useQuantityText();
  return (
    <li className={styles.card} data-testid="rfq-card" data-status={rfq.status}>
      <div className={styles.top}>
        {rfq.status === 'submitted' ? (
          <Checkbox
            checked={selected}
            onChange={onSelect}
            aria-label={t('rfq.list.select', { name: rfq.name })}
            className={styles.check}
          />
        ) : (
          <span className={styles.check} />
        )}
        <Link to={rfqDetailUrl(rfq.id)} className={styles.link}>
          {rfq.main_picture ? (
            <PictureImg
              className={styles.picture}
              src={rfq.main_picture.url}
              place={PICTURE_PLACES.upload}
              alt=""
              loading="lazy"
            />
          ) : (
            <span className={styles.picture} aria-hidden="true">
              <PictureOutline />
            </span>
          )}
          <span className={styles.body}>
            <span className={styles.title}>
              <span className={styles.name}>{rfq.name}</span>
              <RfqStatusTag status={rfq.status} />
            </span>
            <span className={styles.meta}>
              {quantityText(rfq.quantity, rfq.unit)} ·{' '}
              {rfq.project.is_default ? t('rfq.form.defaultProject') : rfq.project.name}
            </span>
            <span className={styles.meta}>
              {t('rfq.list.deadline', { date: formatDate(rfq.deadline, locale) })} ·{' '}
              {t('rfq.list.quotations', { count: rfq.quotation_count })}
            </span>
          </span>
        </Link>
      </div>
      <div className={styles.actions}>
        {rfq.status === 'submitted' && (
          <>
            <Button size="small" onClick={() => navigate(`${PAGES.uploadInquiry.route}?id=${rfq.id}`)}>
              {t('rfq.actions.edit')}
            </Button>
            <Button size="small" onClick={() => void actions.cancel([rfq.id])}>
              {t('rfq.actions.cancel')}
            </Button>
          </>
        )}
        {rfq.status === 'quoted' && (
          <Button size="small" color="primary" fill="outline" onClick={() => navigate(rfqDetailUrl(rfq.id))}>
            {t('rfq.detail.quotations')}
          </Button>
        )}
        {rfq.status === 'cancelled' && (
          <>
            <Button size="small" onClick={() => navigate(`${PAGES.uploadInquiry.route}?id=${rfq.id}`)}>
              {t('rfq.actions.edit')}
            </Button>
            <Button size="small" color="danger" fill="outline" onClick={() => void actions.remove(rfq.id)}>
              {t('rfq.actions.delete')}
            </Button>
            <Button size="small" color="primary" fill="outline" onClick={() => void actions.reopen(rfq.id)}>
              {t('rfq.actions.reopen')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
