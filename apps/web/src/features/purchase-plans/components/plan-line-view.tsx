import { PictureImg } from '@mall/client/components/picture-img';
import { formatCount } from '@mall/client/lib/format-count';
import { useLocale } from '@mall/client/lib/locale';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import type { Currency, PurchasePlanLine } from '@mall/contract';
import { Checkbox, ProgressBar } from 'antd-mobile';
import { PictureOutline, RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import { planLinkUrl } from './plan-links';
import styles from './purchase-plans.module.css';

/** What is still to be ordered of a line: neither on a purchase order nor waiting in the cart. */
export function leftToOrder(line: PurchasePlanLine): number {
  const inCart = line.links.filter((link) => link.type === 'cart').reduce((sum, link) => sum + link.quantity, 0);
  return Math.max(0, line.quantity - line.ordered - inCart);
}

const percent = (part: number, whole: number) => Math.min(100, Math.round((part / whole) * 100));

interface PlanLineViewProps {
  line: PurchasePlanLine;
  currency: Currency;
  /** An approved plan's lines are followed (ordered, received) and may be chosen for the cart or for prices. */
  approved: boolean;
  /** Shown with what was ordered and received from it: an approved plan's line, or a cancelled one's. */
  followed: boolean;
  chosen: boolean;
  onChoose(chosen: boolean): void;
}

/** One planned line: what and how much, how far it is ordered and received, and the documents made from it. */
export function PlanLineView({ line, currency, approved, followed, chosen, onChoose }: PlanLineViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useMoney(currency);
  const unitName = useUnitName();
  const unit = unitName(line.unit, line.quantity);
  const left = leftToOrder(line);
  const count = (value: number) => formatCount(value, locale);

  return (
    <li className={styles.line} data-testid="plan-line" data-line={line.id}>
      <div className={styles.lineTop}>
        {approved && (
          <span className={styles.check}>
            <Checkbox checked={chosen} disabled={left === 0} onChange={onChoose} data-testid="line-choose">
              <span className={styles.visuallyHidden}>
                {t('purchasePlans.chooseLine', { position: line.position + 1, name: line.name })}
              </span>
            </Checkbox>
          </span>
        )}
        {line.image ? (
          <PictureImg className={styles.thumb} src={line.image} place={PICTURE_PLACES.thumb} alt="" loading="lazy" />
        ) : (
          <span className={styles.thumb} aria-hidden="true">
            <PictureOutline />
          </span>
        )}
        <span className={styles.lineBody}>
          <span className={styles.lineName}>{line.name}</span>
          <span className={styles.meta}>
            {t(line.product_id === null ? 'purchasePlans.freeTextLine' : 'purchasePlans.catalogueLine')} ·{' '}
            <span data-testid="line-quantity">
              {t('purchasePlans.lineQuantity', { quantity: count(line.quantity), unit })}
            </span>
          </span>
          <span className={styles.meta} data-testid="line-target">
            {line.target_price === null
              ? t('purchasePlans.noTarget')
              : `${t('purchasePlans.fields.targetPrice')} ${money(line.target_price)}`}
          </span>
        </span>
      </div>

      {followed && (
        <div className={styles.progress}>
          <span className={styles.meta} data-testid="line-ordered">
            {t('purchasePlans.orderedOf', { ordered: count(line.ordered), quantity: count(line.quantity), unit })}
          </span>
          <ProgressBar percent={percent(line.ordered, line.quantity)} aria-hidden="true" />
          <span className={styles.meta} data-testid="line-received">
            {t('purchasePlans.receivedOf', { received: count(line.received), quantity: count(line.quantity), unit })}
          </span>
          <ProgressBar percent={percent(line.received, line.quantity)} aria-hidden="true" />
          {approved && (
            <span className={styles.meta} data-testid="line-left">
              {left > 0
                ? t('purchasePlans.leftToOrder', { count: left, unit: unitName(line.unit, left) })
                : t('purchasePlans.nothingLeft')}
            </span>
          )}
        </div>
      )}

      {line.links.length > 0 && (
        <div className={styles.links}>
          <span className={styles.linksTitle}>{t('purchasePlans.links')}</span>
          <ul className={styles.linkList}>
            {line.links.map((link) => (
              <li key={`${link.type}-${link.id}`}>
                <Link to={planLinkUrl(link)} className={styles.docLink} data-testid="line-link">
                  <span className={styles.docLinkText}>
                    {t(`purchasePlans.link.${link.type}`, { number: link.number })}
                  </span>{' '}
                  <span className={styles.meta}>
                    {t('purchasePlans.quantityOf', {
                      quantity: count(link.quantity),
                      unit: unitName(line.unit, link.quantity),
                    })}
                  </span>
                  <RightOutline aria-hidden="true" className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
