import { useAddToCart } from '@mall/client/cart/add-to-cart';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { CartSource, Product } from '@mall/contract';
import { Button } from 'antd-mobile';

/** Adds a product at its MOQ, for lists where there is no quantity to choose (a store's related catalog). */
export function AddToCartButton({ product, source }: { product: Product; source: CartSource }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  return (
    <Button
      block
      size="small"
      color="primary"
      fill="outline"
      className="touch-button"
      loading={addToCart.isPending}
      onClick={() => addToCart.mutate({ product_id: product.id, quantity: product.moq, source })}
      aria-label={`${t('cart.addShort')} — ${product.name}`}
      data-testid="add-to-cart-button"
    >
      {t('cart.addShort')}
    </Button>
  );
}
