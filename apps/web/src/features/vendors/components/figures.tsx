import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { VendorSpend } from '@mall/contract';
import styles from './vendors.module.css';

/** What was spent, each currency on its own line: amounts in different currencies are never added. */
export function SpendAmounts({ spend }: { spend: VendorSpend[] }) {
  const { t } = useTranslation();
  const moneyOf = useMoneyOf();
  if (spend.length === 0) return <span className={styles.none}>{t('vendors.noSpend')}</span>;
  return (
    <span className={styles.spend}>
      {spend.map((part) => (
        <span key={part.currency} data-testid="vendor-spend">
          {moneyOf(part.amount, part.currency)}
        </span>
      ))}
    </span>
  );
}

/** A rate in whole per cent, or what is missing before there is anything to divide. */
export function RateValue({ percent, none }: { percent: number | null; none: string }) {
  const { t } = useTranslation();
  return percent === null ? (
    <span className={styles.none}>{none}</span>
  ) : (
    <span>{t('vendors.percent', { value: percent })}</span>
  );
}
