import '../../../app/antd-mobile-react19';
import { resetClientState } from '@mall/client/lib/client-state';
import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import { STORAGE_KEYS } from '@mall/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderPage } from '../../../lib/test-render';
import LoginPage from './login-page';

const fetchMock = stubFetch();
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

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(email = 'buyer@example.com', password = 'abc123') {
  type('Email', email);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(async () => {
  sessionStorage.clear();
  resetClientState();
  await i18n.changeLanguage('en');
});

describe('login page', () => {
  it('shows field messages as the buyer types', () => {
    renderPage(<LoginPage query={{}} />);
    type('Email', 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('warns with the count of wrong passwords from the answer', async () => {
    fetchMock.mockResolvedValue(envelope({ wrong_attempts: 3, max_attempts: 5 }, 60115, 'The password is incorrect.'));
    renderPage(<LoginPage query={{}} />);
    submit();
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      "Warning: You've entered the wrong password 3 time(s); Your account will be locked after 5 consecutive incorrect attempts.",
    );
  });

  it('says the account is locked', async () => {
    fetchMock.mockResolvedValue(envelope(null, 60116, 'locked'));
    renderPage(<LoginPage query={{}} />);
    submit();
    expect((await screen.findByTestId('login-notice')).textContent).toBe(
      'The account has been locked. Please try again in 5 minutes',
    );
  });

  it('reads the user info into session storage and goes to the in-app redirect', async () => {
    fetchMock.mockImplementation(async (url) => envelope(BUYER, 0, String(url)));
    const { getByTestId } = renderPage(
      <LoginPage query={{ redirect: '/pages/cart/index?tab=mall' }} />,
      '/pages/user/login?redirect=%2Fpages%2Fcart%2Findex%3Ftab%3Dmall',
    );
    submit();
    await vi.waitFor(() => expect(getByTestId('location').textContent).toBe('/pages/cart/index?tab=mall'));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/purchase/v1/h5/customer/login', '/api/user/info']);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toMatchObject({ login: 1, id: 7 });
  });

  it('never follows a redirect off the site', async () => {
    fetchMock.mockImplementation(async () => envelope(BUYER));
    const { getByTestId } = renderPage(<LoginPage query={{ redirect: '//evil.example/x' }} />, '/pages/user/login');
    submit();
    await vi.waitFor(() => expect(getByTestId('location').textContent).toBe('/pages/home/index'));
  });
});
