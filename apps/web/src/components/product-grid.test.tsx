import { i18n } from '@mall/client/lib/i18n';
import type { Product } from '@mall/contract';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './product-grid';

const product = (id: number): Product => ({
  id,
  name: `Hex bolt ${id}`,
  brand: 'Acme',
  category_id: 3,
  unit: 'box',
  unit_plural: 'boxes',
  moq: 1000,
  price: null,
  original_price: null,
  currency: 'USD',
  price_visible: false,
  lead_time: 7,
  sales_volume: 10,
  sales_60d: 2,
  score: 4.5,
  shop_code: 'S1',
  code: `P${id}`,
  image: `/media/p${id}.svg`,
});

describe('ProductGrid', () => {
  it('draws the first screen of cards with the page and the rest right after, then the list end', async () => {
    const products = Array.from({ length: 20 }, (_, index) => product(index + 1));
    render(
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <ProductGrid
            label="Products"
            products={products}
            pages={{ hasNextPage: true, fetchNextPage: () => new Promise(() => {}) }}
            empty="No products"
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(6);
    // The list's end in reach of six cards would ask for the next page before the twenty are drawn.
    expect(screen.queryByRole('status')).toBeNull();
    await screen.findByRole('status');
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(20);
    expect(cards[19]?.textContent).toContain('Hex bolt 20');
  });
});
