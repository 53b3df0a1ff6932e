import '../../../app/antd-mobile-react19';
import { resetClientState } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import { STORAGE_KEYS } from '@mall/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, renderPage } from '../../../lib/test-render';
import SearchFilterPage from './search-filter-page';
import SearchProductPage from './search-product-page';

const fetchMock = stubFetch();
const TREE = {
  list: [
    { category_id: 1, category_name: 'Fasteners', parent_id: null, image: '', children: [] },
    {
      category_id: 12,
      category_name: 'Electrical',
      parent_id: null,
      image: '',
      children: [{ category_id: 13, category_name: 'Circuit Breakers', parent_id: 12, image: '', children: [] }],
    },
  ],
};
const PAGE = {
  list: [],
  total: 0,
  page: 1,
  pageSize: 20,
  facets: { categories: [{ category_id: 6, category_name: 'Bolts', count: 9 }], brands: [{ brand: 'Deli', count: 4 }] },
};

/** The filters of each search the page asked for. */
const searches = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://mall.test'))
    .filter((url) => url.pathname.endsWith('/shop/search'))
    .map((url) => {
      const params = Object.fromEntries(url.searchParams);
      const { keyword: _k, sort: _s, page: _p, pageSize: _ps, facets: _f, ...filters } = params;
      return filters;
    });

beforeEach(async () => {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('/shop/category') ? envelope(TREE) : envelope(PAGE),
  );
  sessionStorage.clear();
  resetClientState();
  await i18n.changeLanguage('en');
});

describe('search results page', () => {
  it('applies no category for a typed search, whatever category was browsed before', async () => {
    // What the categories page leaves in the client state.
    sessionStorage.setItem(
      STORAGE_KEYS.selectedCategories,
      JSON.stringify([{ category_id: 12, category_name: 'Electrical' }]),
    );
    resetClientState();
    renderPage(<SearchProductPage query={{ keyword: 'bolt' }} />);
    await screen.findByText('No products match “bolt”.');
    expect(searches()).toEqual([{}]);
    expect(screen.queryByRole('list', { name: 'Filters in use' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' }).textContent).toBe(' Filter');
  });

  it('names the keyword box by the keyword it shows, then what it does, in both languages', async () => {
    renderPage(<SearchProductPage query={{ keyword: 'hex bolt' }} />);
    const box = await screen.findByRole('link', { name: 'hex bolt: change the search' });
    expect(box.textContent).toBe(' hex bolt');
    expect(box.getAttribute('href')).toContain('keyword=hex%20bolt');
    await i18n.changeLanguage('zh-Hans');
    expect(await screen.findByRole('link', { name: 'hex bolt：修改搜索' })).toBe(box);
  });

  it('shows every filter in force as a chip, and removing one searches without it', async () => {
    renderPage(
      <SearchProductPage
        query={{
          keyword: 'bolt',
          category_id: '13',
          brand: 'Deli',
          moq_max: '100',
          lead_time_max: '7',
          score_min: '4.5',
        }}
      />,
      '/pages/home/searchProduct?keyword=bolt&category_id=13&brand=Deli&moq_max=100&lead_time_max=7&score_min=4.5',
    );
    const chips = await screen.findByRole('list', { name: 'Filters in use' });
    await screen.findByRole('button', { name: 'Remove filter Circuit Breakers' });
    expect(Array.from(chips.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      'Circuit Breakers',
      'Deli',
      'MOQ up to 100',
      'Lead time up to 7 days',
      'Store score 4.5+',
      'Clear filters',
    ]);
    expect(screen.getByRole('button', { name: /Filter/ }).textContent).toContain('5');
    expect(searches()[0]).toEqual({
      category_id: '13',
      brand: 'Deli',
      moq_max: '100',
      lead_time_max: '7',
      score_min: '4.5',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Deli' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/pages/home/searchProduct?keyword=bolt&category_id=13&moq_max=100&lead_time_max=7&score_min=4.5',
      ),
    );
  });

  it('names the chips in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderPage(<SearchProductPage query={{ keyword: 'bolt', moq_max: '100', lead_time_max: '7', score_min: '4' }} />);
    const chips = await screen.findByRole('list', { name: '已选筛选条件' });
    expect(Array.from(chips.querySelectorAll('li')).map((li) => li.textContent)).toEqual([
      '起订量不超过 100',
      '交货期不超过 7 天',
      '店铺评分 4 分以上',
      '清除筛选',
    ]);
  });

  it("neither applies nor shows a price range to a visitor who followed a member's link", async () => {
    renderPage(<SearchProductPage query={{ keyword: 'bolt', price_min: '1', price_max: '20', brand: 'Deli' }} />);
    const chips = await screen.findByRole('list', { name: 'Filters in use' });
    expect(Array.from(chips.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Deli']);
    await waitFor(() => expect(searches()).toEqual([{ brand: 'Deli' }]));
  });
});

describe('search filter page', () => {
  it('shows the filters of the search as selected, also a category the hits do not offer', async () => {
    renderPage(<SearchFilterPage query={{ keyword: 'bolt', category_id: '12', brand: 'Deli', lead_time_max: '10' }} />);
    const electrical = await screen.findByRole('button', { name: 'Electrical' });
    expect(electrical.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bolts (9)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Deli (4)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '10 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('applies the choices to the results of the same keyword and order', async () => {
    renderPage(<SearchFilterPage query={{ keyword: 'bolt', sort: 'newest', category_id: '12' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bolts (9)' }));
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/pages/home/searchProduct?keyword=bolt&sort=newest&category_id=6&lead_time_max=7',
    );
  });
});
