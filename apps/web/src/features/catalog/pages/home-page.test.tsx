import type { Banner, RecommendedCategory } from '@mall/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { visitorProduct } from '../../../lib/test-product';
import { renderPage } from '../../../lib/test-render';
import HomePage from './home-page';

const BANNERS: Banner[] = [{ id: 1, title: 'Spring fasteners', subtitle: '', image: '/media/banner-1.png', link: '' }];
const CATEGORIES: RecommendedCategory[] = [1, 2, 3].map((id) => ({
  category_id: id,
  category_name: `Category ${id}`,
  image: `/media/category-${id}.png`,
  product_count: 10,
}));
const PRODUCTS = Array.from({ length: 8 }, (_, index) =>
  visitorProduct({ id: index + 1, name: `Hex bolt ${index + 1}`, code: `P${index + 1}`, image: '/media/p.svg' }),
);

vi.mock('@mall/client/catalog/get-banners', () => ({
  useBanners: () => ({ data: { list: BANNERS }, isPending: false }),
}));
vi.mock('@mall/client/catalog/get-recommended-categories', () => ({
  useRecommendedCategories: () => ({ data: { list: CATEGORIES }, isPending: false }),
}));
vi.mock('@mall/client/catalog/get-recommended-products', () => ({
  useRecommendedProducts: () => ({
    data: { pages: [{ list: PRODUCTS }] },
    isPending: false,
    isError: false,
    hasNextPage: false,
    fetchNextPage: () => new Promise(() => {}),
    refetch: () => undefined,
  }),
}));

describe('HomePage', () => {
  it('draws the first screen whole and one row of the feed below it, then the feed a row a task', async () => {
    renderPage(<HomePage />);
    expect(screen.getByText('Spring fasteners')).toBeTruthy();
    expect(screen.getAllByTestId('recommended-categories')[0]?.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByTestId('group-buying-entry')).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(8));
    expect(screen.getAllByTestId('product-card')[7]?.textContent).toContain('Hex bolt 8');
  });
});
