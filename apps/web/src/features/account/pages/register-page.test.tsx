import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { stubFetch } from '@mall/client/lib/test-fetch';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderPage } from '../../../lib/test-render';
import RegisterPage from './register-page';

const fetchMock = stubFetch();

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function messageOf(label: string | RegExp): string | null {
  const input = field(label);
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

beforeEach(async () => {
  fetchMock.mockImplementation(async () => envelope({ list: [{ code: 'CN', name: 'China' }] }));
  await i18n.changeLanguage('en');
});

describe('registration form', () => {
  it('says what is wrong under each field as the buyer types, with the spec wording', () => {
    renderPage(<RegisterPage query={{}} />);
    // Nothing is red before the buyer types.
    expect(screen.queryByRole('alert')).toBeNull();

    type('Email', 'buyer@');
    expect(messageOf('Email')).toBe('Please enter a valid email address');
    type('Email', 'buyer@example.com');
    expect(messageOf('Email')).toBeNull();

    type('Password', 'abcdef');
    expect(messageOf('Password')).toBe('Please enter 6-18 digits plus letters');
    type('Password', 'abc123');
    expect(messageOf('Password')).toBe('6-18 characters with letters and digits');

    // The mismatch shows even while other fields are still empty.
    type('Confirm password', 'abc124');
    expect(messageOf('Confirm password')).toBe('Inconsistent password');
    type('Confirm password', 'abc123');
    expect(messageOf('Confirm password')).toBeNull();

    type('Company name', 'x'.repeat(51));
    expect(messageOf('Company name')).toBe('Please enter 1-50 characters');

    type('City', 'Shanghai');
    type('City', '');
    expect(messageOf('City')).toBe('Please enter city name');
  });

  it('on submit shows every remaining rule, the agreement and the blank code', async () => {
    renderPage(<RegisterPage query={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(messageOf('Email')).toBe('Please enter a valid email address');
    expect(messageOf('City')).toBe('Please enter city name');
    expect(messageOf('Email verification code')).toBe("The verified code can't be empty.");
    expect(screen.getByText('Please agree to the User Agreement')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/customer/register'))).toBe(false);
  });

  it('speaks Chinese when the interface is Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderPage(<RegisterPage query={{}} />);
    type('邮箱', 'nope');
    expect(messageOf('邮箱')).toBe('请输入有效的邮箱地址');
    type('密码', 'abc123');
    type('确认密码', 'abc');
    expect(messageOf('确认密码')).toBe('两次输入的密码不一致');
  });

  it('registers, says so, and goes to the login page; a taken email is shown under the field', async () => {
    const { getByTestId } = renderPage(<RegisterPage query={{ country: 'CN' }} />, '/pages/user/register');
    type('Email', 'Buyer@Example.com');
    type('Email verification code', '123456');
    type('Password', 'abc123');
    type('Confirm password', 'abc123');
    type('Company name', 'ACME Trading');
    type('Contact name', 'Li Lei');
    type('City', 'Shanghai');
    fireEvent.click(screen.getByTestId('agree').querySelector('input') as HTMLInputElement);

    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/customer/register')
        ? envelope(null, 60111, 'The Email already exists!')
        : envelope({ list: [{ code: 'CN', name: 'China' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(messageOf('Email')).toBe('The Email already exists!'));

    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/customer/register')
        ? envelope({ status: 'pending' })
        : envelope({ list: [{ code: 'CN', name: 'China' }] }),
    );
    type('Email', 'other@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() =>
      expect(getByTestId('location').textContent).toBe('/pages/user/login?email=other%40example.com'),
    );
    const call = fetchMock.mock.calls.findLast(([url]) => String(url).includes('/customer/register'));
    const sent = new URLSearchParams(String(call?.[1]?.body));
    expect(sent.get('email')).toBe('other@example.com');
    expect(sent.get('country')).toBe('CN');
    expect(sent.get('agree')).toBe('1');
    // The toast renders in its own root, a moment after the navigation on a busy machine.
    await vi.waitFor(() =>
      expect(within(document.body).getByText('Registration successful, please login again')).toBeTruthy(),
    );
  });
});
