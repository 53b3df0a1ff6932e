import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { visitorProduct } from '../lib/test-product';
import { ProductGrid } from './product-grid';

const product = (id: number) =>
  visitorProduct({ id, name: `Hex bolt ${id}`, code: `P${id}`, image: `/media/p${id}.svg` });

/** The grid of `count` products, the number of cards it drew at once, and each count it grows to after. */
function renderGrid(count: number, more: { hasNextPage: boolean; firstRender?: number }) {
  const products = Array.from({ length: count }, (_, index) => product(index + 1));
  render(
    <MemoryRouter>
      <ProductGrid
        label="Products"
        products={products}
        pages={{ hasNextPage: more.hasNextPage, fetchNextPage: () => new Promise(() => {}) }}
        empty="No products"
        firstRender={more.firstRender}
      />
    </MemoryRouter>,
  );
  const cards = screen.getAllByTestId('product-card');
  const grid = cards[0]?.closest('ul');
  if (!grid) throw new Error('the cards are not in a list');
  const drawn: number[] = [];
  const watcher = new MutationObserver(() => drawn.push(grid.children.length));
  watcher.observe(grid, { childList: true });
  return { first: cards.length, drawn, stop: () => watcher.disconnect() };
}

describe('ProductGrid', () => {
  it('draws the first screen of cards with the page and the rest a row a task after, then the list end', async () => {
    const grid = renderGrid(20, { hasNextPage: true });
    expect(grid.first).toBe(6);
    // The list's end in reach of six cards would ask for the next page before the twenty are drawn.
    expect(screen.queryByRole('status')).toBeNull();
    await screen.findByRole('status');
    grid.stop();
    expect(grid.drawn).toEqual([8, 10, 12, 14, 16, 18, 20]);
    const cards = screen.getAllByTestId('product-card');
    expect(cards).toHaveLength(20);
    expect(cards[19]?.textContent).toContain('Hex bolt 20');
  });

  it('draws only the cards asked for with the page where the grid starts below the first screen', async () => {
    const grid = renderGrid(8, { hasNextPage: false, firstRender: 2 });
    expect(grid.first).toBe(2);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    grid.stop();
    expect(grid.drawn).toEqual([4, 6, 8]);
  });
});
