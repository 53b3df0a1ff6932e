import { formatPrice } from '@mall/client/lib/format-price';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Currency } from '@mall/contract';
import { HiddenPrice } from './hidden-price';

interface Priced {
  price: number | null;
  original_price: number | null;
  price_visible: boolean;
  currency: Currency;
}

/** The price and the struck original, exactly as the server sent them; the login prompt when it sent none. */
export function PriceLine({ item, unit, link = false }: { item: Priced; unit?: string; link?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  if (!item.price_visible || item.price === null) return <HiddenPrice className="price-hidden" link={link} />;
  const money = (amount: number) => formatPrice(amount, item.currency, lang);
  const discounted = item.original_price !== null && item.original_price > item.price;
  return (
    <span className="price-line">
      <span className="price" data-testid="product-price">
        {money(item.price)}
      </span>
      {discounted && item.original_price !== null && (
        <del className="price-original">
          <span className="visually-hidden">{t('product.originalPrice', { price: money(item.original_price) })}</span>
          <span aria-hidden="true">{money(item.original_price)}</span>
        </del>
      )}
      {unit && <span className="price-unit">/ {unit}</span>}
    </span>
  );
}
