import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { ProformaSummary } from '@mall/contract';
import { Link } from 'react-router-dom';
import { proformaUrl } from './order-links';
import styles from './orders.module.css';
import { ProformaStatusTag } from './status-tags';

/** A proforma invoice in the list: number and version, state, total and how long it can be confirmed. */
export function ProformaCard({ pi }: { pi: ProformaSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(pi.currency);
  return (
    <li className={styles.card} data-testid="proforma-card" data-status={pi.status}>
      <Link to={proformaUrl(pi.id)} className={styles.cardLink}>
        <span className={styles.head}>
          <span className={styles.number}>{pi.number}</span>
          <span className={styles.meta}>{t('proforma.version', { version: pi.version })}</span>
          <span className={styles.spacer} />
          <ProformaStatusTag status={pi.status} />
        </span>
        <span className={styles.amountRow}>
          <span className={styles.meta}>{t('proforma.issuedOn', { date: formatDate(pi.issue_date, locale) })}</span>
          <span className={styles.amount}>{money(pi.total)}</span>
        </span>
        <span className={styles.meta}>{t('proforma.validUntil', { date: formatDate(pi.valid_until, locale) })}</span>
      </Link>
    </li>
  );
}
