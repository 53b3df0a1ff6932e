import { formatCount } from '@mall/client/lib/format-count';
import { useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  needsReason,
  type ReceiveLineState,
  shortOf,
  withReceived,
  withRejected,
} from '@mall/client/orders/receipt-form';
import { DOCUMENT_REASON_MAX_LENGTH, unitName } from '@mall/contract';
import { TextArea } from 'antd-mobile';
import { useId } from 'react';
import { CountStepper } from './count-stepper';
import styles from './orders.module.css';

/**
 * One shipped line: how many were taken in and how many refused (together never more than shipped),
 * what is short, and the reason, asked for as soon as anything is refused.
 */
export function ReceiveLineRow({
  line,
  showErrors,
  onChange,
}: {
  line: ReceiveLineState;
  /** After a first try to confirm, a missing reason is named under its field. */
  showErrors: boolean;
  onChange(line: ReceiveLineState): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonId = useId();
  const short = shortOf(line);
  const missingReason = showErrors && needsReason(line);
  return (
    <li className={styles.receiveLine} data-testid="receive-line">
      <div className={styles.lineName}>
        <strong>{line.name}</strong>
        <small>
          {t('warehouse.shipped', {
            quantity: formatCount(line.shipped, locale),
            unit: unitName(line.unit, locale, line.shipped),
          })}
        </small>
      </div>
      <div className={styles.stepRow}>
        <span>{t('warehouse.received')}</span>
        <CountStepper
          value={line.received}
          max={line.shipped - line.rejected}
          label={t('warehouse.receivedOf', { name: line.name })}
          onChange={(value) => onChange(withReceived(line, value))}
          testId="receive-received"
        />
      </div>
      <div className={styles.stepRow}>
        <span>{t('warehouse.rejected')}</span>
        <CountStepper
          value={line.rejected}
          max={line.shipped}
          label={t('warehouse.rejectedOf', { name: line.name })}
          onChange={(value) => onChange(withRejected(line, value))}
          testId="receive-rejected"
        />
      </div>
      {short > 0 && (
        <p className={styles.meta} data-testid="receive-short">
          {t('warehouse.short', { quantity: formatCount(short, locale) })}
        </p>
      )}
      {line.rejected > 0 && (
        <div className={styles.dialogField}>
          <label htmlFor={reasonId}>{t('warehouse.reason')}</label>
          <TextArea
            id={reasonId}
            rows={2}
            maxLength={DOCUMENT_REASON_MAX_LENGTH}
            placeholder={t('warehouse.reasonPlaceholder')}
            value={line.reason}
            onChange={(reason) => onChange({ ...line, reason })}
            aria-invalid={missingReason}
            data-testid="receive-reason"
          />
          {missingReason && (
            <p className={styles.error} role="alert">
              {t('warehouse.reasonRequired')}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
