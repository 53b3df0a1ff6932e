import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { visitorProduct } from '../lib/test-product';
import { ProductGrid } from './product-grid';

/** The pictures drawn, by address, each time a card is drawn. */
const drawn = vi.hoisted(() => [] as string[]);

vi.mock('@mall/client/components/picture-img', async (importOriginal) => {
  const original = await importOriginal<typeof import('@mall/client/components/picture-img')>();
  return {
    PictureImg: (props: Parameters<typeof original.PictureImg>[0]) => {
      drawn.push(props.src);
      return original.PictureImg(props);
    },
  };
});

describe('ProductGrid', () => {
  it('draws each card once while it adds the rest of a page a row at a time', async () => {
    const products = Array.from({ length: 20 }, (_, index) =>
      visitorProduct({
        id: index + 1,
        name: `Hex bolt ${index + 1}`,
        code: `P${index + 1}`,
        image: `/media/p${index + 1}.svg`,
      }),
    );
    render(
      <MemoryRouter>
        <ProductGrid
          label="Products"
          products={products}
          pages={{ hasNextPage: false, fetchNextPage: () => new Promise(() => {}) }}
          empty="No products"
        />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(20));
    expect(drawn).toEqual(products.map((product) => product.image));
  });
});
