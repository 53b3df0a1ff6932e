import { resetClientState, setUserInfo } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { PAGES } from '@mall/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderPage } from '../../../lib/test-render';
import WorkstationPage from './workstation-page';

const BUYER = {
  login: 1,
  id: 7,
  email: 'buyer@example.com',
  company_name: 'ACME',
  contact_name: 'Li',
  phone: '',
  country: 'CN',
  city: 'Shanghai',
  position: '',
  company_website: '',
  status: 'member',
  member_until: '2027-12-31',
  renewal_requested: false,
};

beforeEach(async () => {
  // The waiting counts read the invoices and shipments: none here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope({ list: [] })),
  );
  sessionStorage.clear();
  resetClientState();
  setUserInfo({ status: 200, data: BUYER });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('workstation page', () => {
  it('opens the Logs page from its tile', () => {
    renderPage(<WorkstationPage />);
    const logs = screen.getByRole('link', { name: 'Logs' });
    expect(screen.queryByRole('button', { name: /^Logs/ })).toBeNull();
    fireEvent.click(logs);
    expect(screen.getByTestId('location').textContent).toBe(PAGES.logs.route);
  });

  it('opens the Vendors page from its tile; every document tile is a link', () => {
    renderPage(<WorkstationPage />);
    const tiles = screen.getAllByTestId('workstation-tile');
    expect(tiles).toHaveLength(10);
    expect(tiles.filter((tile) => tile.tagName === 'A')).toHaveLength(10);
    expect(screen.queryByText('Coming soon')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Vendors' }));
    expect(screen.getByTestId('location').textContent).toBe(PAGES.vendors.route);
  });

  it('opens the Purchase plans page from its tile', () => {
    renderPage(<WorkstationPage />);
    fireEvent.click(screen.getByRole('link', { name: 'Purchase plans' }));
    expect(screen.getByTestId('location').textContent).toBe(PAGES.purchasePlans.route);
  });

  it('opens the After-sales page from its tile', () => {
    renderPage(<WorkstationPage />);
    fireEvent.click(screen.getByRole('link', { name: 'After-sales' }));
    expect(screen.getByTestId('location').textContent).toBe(PAGES.afterSales.route);
  });
});
