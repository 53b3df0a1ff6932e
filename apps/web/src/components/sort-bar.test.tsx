import '../app/antd-mobile-react19';
import { resetClientState, setUserInfo } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { PRODUCT_SORTS, type ProductSort } from '@mall/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../lib/test-render';
import { SortBar } from './sort-bar';

function Harness() {
  const [sort, setSort] = useState<ProductSort>('recommended');
  return (
    <>
      <output data-testid="sort">{sort}</output>
      <SortBar<ProductSort> sorts={PRODUCT_SORTS} value={sort} onChange={setSort} />
    </>
  );
}

const current = () => screen.getByTestId('sort').textContent;

beforeEach(async () => {
  sessionStorage.clear();
  resetClientState();
  await i18n.changeLanguage('en');
});

describe('SortBar', () => {
  it('offers four orders, price as one toggle, in the reader language', async () => {
    renderPage(<Harness />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Recommended',
      'Sales',
      'Price▲▼',
      'Newest',
    ]);
    await i18n.changeLanguage('zh-Hans');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['推荐', '销量', '价格▲▼', '最新']);
  });

  it('switches the order and marks the chosen one', () => {
    renderPage(<Harness />);
    fireEvent.click(screen.getByTestId('sort-sales'));
    expect(current()).toBe('sales');
    expect(screen.getByTestId('sort-sales').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('sort-recommended').getAttribute('aria-pressed')).toBe('false');
  });

  it('lets a logged-in buyer toggle cheapest and dearest first', () => {
    setUserInfo({ status: 200, data: { login: 1, status: 'member' } });
    renderPage(<Harness />);
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(current()).toBe('price_asc');
    expect(screen.getByTestId('sort-price').getAttribute('title')).toBe('Price: low to high');
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(current()).toBe('price_desc');
    expect(screen.getByTestId('sort-price').getAttribute('title')).toBe('Price: high to low');
  });

  // The login dialog's code is loaded when it is first shown; loaded here, a busy machine's module
  // transform does not count against the wait for the dialog.
  beforeAll(async () => {
    await import('antd-mobile/es/components/modal');
  });

  it('asks a visitor to log in instead of ordering by price', async () => {
    renderPage(<Harness />);
    fireEvent.click(screen.getByTestId('sort-price'));
    await waitFor(() => expect(document.body.textContent).toContain(i18n.t('login.promptContent')));
    expect(current()).toBe('recommended');
  });
});
