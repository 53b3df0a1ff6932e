import type { ConfirmationPlan } from '@mall/client/cart/confirmation-plan';
import { cartLineName } from '@mall/client/cart/use-cart-selection';
import { formatPrice } from '@mall/client/lib/format-price';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Locale, Market } from '@mall/contract';
import { Button, Popup } from 'antd-mobile';
import styles from './cart.module.css';

/**
 * The step before a confirmation: what will be committed or ordered, line by line, in the
 * market's currency, with the total, and which selected lines are left out and why. Nothing is
 * sent until the buyer confirms here.
 */
export function ConfirmReviewSheet({
  plan,
  market,
  lang,
  busy,
  onClose,
  onConfirm,
}: {
  /** Null: the sheet is closed. */
  plan: ConfirmationPlan | null;
  market: Market;
  lang: Locale;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => (plan ? formatPrice(cents / 100, plan.currency, lang) : '');
  return (
    <Popup
      visible={plan !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      {plan && (
        <div className={styles.sheet} data-testid="confirm-review">
          <h2 className={styles.sheetTitle}>{t('cart.review.title')}</h2>
          <p className={styles.reviewMarket}>{t('cart.review.market', { market: t(`market.${market}`) })}</p>
          {plan.parts.map((part) => (
            <section key={part.source} className={styles.reviewPart} data-testid={`confirm-review-${part.source}`}>
              <h3 className={styles.reviewHeading}>{t(`cart.groups.${part.source}`)}</h3>
              <p className={styles.reviewEffect}>
                {t(`cart.review.effect.${part.source}`, { count: part.lines.length, total: money(part.cents) })}
              </p>
              <ul className={styles.reviewLines}>
                {part.lines.map((line) => (
                  <li key={line.id} className={styles.reviewLine} data-testid="confirm-review-line">
                    <span className={styles.reviewName}>{cartLineName(line)}</span>
                    <span className={styles.reviewQuantity}>
                      {t('cart.review.quantityAt', {
                        quantity: line.quantity,
                        unit: line.unit,
                        price: formatPrice(line.price ?? 0, line.currency, lang),
                      })}
                    </span>
                    <strong className={styles.reviewAmount}>
                      {formatPrice(line.sub_total ?? 0, line.currency, lang)}
                    </strong>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {plan.parts.length > 0 ? (
            <p className={styles.reviewTotal}>
              <span>{t('cart.review.total', { currency: plan.currency })}</span>
              <strong data-testid="confirm-review-total">{money(plan.cents)}</strong>
            </p>
          ) : (
            <p className={styles.reviewEffect}>{t('cart.review.nothing')}</p>
          )}
          {plan.leftOut.length > 0 && (
            <section className={styles.reviewPart} data-testid="confirm-review-left-out">
              <h3 className={styles.reviewHeading}>{t('cart.review.leftOut', { count: plan.leftOut.length })}</h3>
              <ul className={styles.reviewLines}>
                {plan.leftOut.map(({ line, reason }) => (
                  <li key={line.id} className={styles.reviewLine} data-testid="confirm-review-left-out-line">
                    <span className={styles.reviewName}>{cartLineName(line)}</span>
                    <span className={styles.reviewReason}>
                      {t(`cart.review.reason.${reason}`, { group: t(`cart.groups.${line.source}`) })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {plan.parts.length > 0 && <p className={styles.reviewNote}>{t('cart.review.ordersNote')}</p>}
          <div className={styles.sheetFooter}>
            <Button className="touch-button" fill="outline" onClick={onClose}>
              {t('cart.review.back')}
            </Button>
            <Button
              className="touch-button"
              color="primary"
              block
              loading={busy}
              disabled={plan.parts.length === 0}
              onClick={onConfirm}
              data-testid="confirm-review-submit"
            >
              {t('cart.review.confirm', { total: money(plan.cents) })}
            </Button>
          </div>
        </div>
      )}
    </Popup>
  );
}
