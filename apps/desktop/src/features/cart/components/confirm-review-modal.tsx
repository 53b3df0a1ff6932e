import type { ConfirmationPlan } from '@mall/client/cart/confirmation-plan';
import { cartLineName } from '@mall/client/cart/use-cart-selection';
import { formatPrice } from '@mall/client/lib/format-price';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { CartLine, Locale, Market } from '@mall/contract';
import { Alert, Button, Modal, Table } from 'antd';

/**
 * The step before a confirmation, as on the phone: what will be committed or ordered, line by line,
 * in the market's currency, the total, what will happen, and which selected lines are left out and
 * why. Nothing is sent until the buyer confirms here.
 */
export function ConfirmReviewModal({
  plan,
  market,
  lang,
  busy,
  onClose,
  onConfirm,
}: {
  /** Null: the review is closed. */
  plan: ConfirmationPlan | null;
  market: Market;
  lang: Locale;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const money = (cents: number) => (plan ? formatPrice(cents / 100, plan.currency, lang) : '');
  const price = (line: CartLine, amount: number | null) => formatPrice(amount ?? 0, line.currency, lang);
  return (
    <Modal
      open={plan !== null}
      title={t('cart.review.title')}
      width={760}
      onCancel={onClose}
      footer={
        plan && [
          <Button key="back" onClick={onClose}>
            {t('cart.review.back')}
          </Button>,
          <Button
            key="confirm"
            type="primary"
            loading={busy}
            disabled={plan.parts.length === 0}
            onClick={onConfirm}
            data-testid="confirm-review-submit"
          >
            {t('cart.review.confirm', { total: money(plan.cents) })}
          </Button>,
        ]
      }
    >
      {plan && (
        <div className="cart-review" data-testid="confirm-review">
          <p className="cart-review-market">{t('cart.review.market', { market: t(`market.${market}`) })}</p>
          {plan.parts.map((part) => (
            <section key={part.source} className="cart-review-part" data-testid={`confirm-review-${part.source}`}>
              <h3 className="cart-review-heading">{t(`cart.groups.${part.source}`)}</h3>
              <p className="cart-review-effect">
                {t(`cart.review.effect.${part.source}`, { count: part.lines.length, total: money(part.cents) })}
              </p>
              <Table<CartLine>
                size="small"
                rowKey="id"
                pagination={false}
                showHeader={false}
                dataSource={part.lines}
                onRow={() => ({ 'data-testid': 'confirm-review-line' }) as React.HTMLAttributes<HTMLElement>}
                columns={[
                  { key: 'name', render: (_, line) => cartLineName(line) },
                  {
                    key: 'quantity',
                    width: 240,
                    render: (_, line) =>
                      t('cart.review.quantityAt', {
                        quantity: line.quantity,
                        unit: line.unit,
                        price: price(line, line.price),
                      }),
                  },
                  {
                    key: 'amount',
                    width: 140,
                    align: 'right',
                    render: (_, line) => <strong>{price(line, line.sub_total)}</strong>,
                  },
                ]}
              />
            </section>
          ))}
          {plan.parts.length > 0 ? (
            <p className="cart-review-total">
              <span>{t('cart.review.total', { currency: plan.currency })}</span>
              <strong className="price" data-testid="confirm-review-total">
                {money(plan.cents)}
              </strong>
            </p>
          ) : (
            <p className="cart-review-effect">{t('cart.review.nothing')}</p>
          )}
          {plan.leftOut.length > 0 && (
            <section className="cart-review-part" data-testid="confirm-review-left-out">
              <h3 className="cart-review-heading">{t('cart.review.leftOut', { count: plan.leftOut.length })}</h3>
              <ul className="cart-review-left-out">
                {plan.leftOut.map(({ line, reason }) => (
                  <li key={line.id} data-testid="confirm-review-left-out-line">
                    <span className="cart-review-name">{cartLineName(line)}</span>
                    <span className="cart-review-reason">
                      {t(`cart.review.reason.${reason}`, { group: t(`cart.groups.${line.source}`) })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {plan.parts.length > 0 && <Alert type="info" showIcon message={t('cart.review.ordersNote')} />}
        </div>
      )}
    </Modal>
  );
}
