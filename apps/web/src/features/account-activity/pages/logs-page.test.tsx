import '../../../app/antd-mobile-react19';
import { i18n } from '@mall/client/lib/i18n';
import { formatDateTime } from '@mall/client/lib/locale';
import { type AccountEvent, type AccountSession, ErrorCode } from '@mall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../lib/fake-api';
import { envelope, renderPage } from '../../../lib/test-render';
import LogsPage from './logs-page';

const THIS_PHONE: AccountSession = {
  id: 1,
  created_at: '2026-11-02T09:30:00.000Z',
  last_seen_at: '2026-11-20T08:05:00.000Z',
  expires_at: '2026-12-02T09:30:00.000Z',
  ip: '203.0.113.5',
  device: { browser: 'Safari', os: 'iOS', kind: 'mobile' },
  current: true,
};
const OFFICE_PC: AccountSession = {
  id: 2,
  created_at: '2026-10-28T01:00:00.000Z',
  last_seen_at: '2026-11-19T06:40:00.000Z',
  expires_at: '2026-11-28T01:00:00.000Z',
  ip: '198.51.100.7',
  device: { browser: 'Chrome', os: 'Windows', kind: 'desktop' },
  current: false,
};
const LOGIN: AccountEvent = {
  id: 30,
  kind: 'login',
  at: '2026-11-20T08:00:00.000Z',
  ip: '203.0.113.5',
  device: THIS_PHONE.device,
  detail: {},
};
const WRONG_PASSWORD: AccountEvent = {
  id: 29,
  kind: 'login_failed',
  at: '2026-11-20T07:58:00.000Z',
  ip: '192.0.2.44',
  device: { browser: null, os: 'Linux', kind: null },
  detail: { attempts: 2, max_attempts: 5 },
};
const PASSWORD_CHANGED: AccountEvent = {
  id: 28,
  kind: 'password_changed',
  at: '2026-11-18T12:00:00.000Z',
  ip: '198.51.100.7',
  device: OFFICE_PC.device,
  detail: {},
};

/** What the fake server holds: the signed-in devices, the log, and how it answers a sign-out. */
let sessions: AccountSession[];
let events: AccountEvent[];
let endAnswer: () => Response;

const api = fakeApi((url, init) => {
  switch (url.pathname) {
    case '/api/buyer/v1/account/sessions':
      return envelope({ list: sessions });
    case '/api/buyer/v1/account/activity': {
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const list = events.slice((page - 1) * pageSize, page * pageSize);
      return envelope({ list, total: events.length, page, pageSize });
    }
    case '/api/buyer/v1/account/sessions/end':
      return endAnswer();
    case '/api/buyer/v1/account/sessions/end_others':
      sessions = sessions.filter((session) => session.current);
      return envelope({ list: sessions });
    default:
      throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url.pathname}`);
  }
});

/** The POSTs sent, as path and form fields. */
const posts = () =>
  api.fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ path: String(url), body: Object.fromEntries(new URLSearchParams(String(init?.body))) }));

/** The `filter` of each activity page asked for (null for all). */
const activityFilters = () => api.queries('/api/buyer/v1/account/activity').map((query) => query.filter ?? null);

const sessionCards = () => screen.queryAllByTestId('logs-session');
const eventLines = () => screen.getAllByTestId('logs-event');
const dialog = () => within(screen.getByRole('dialog'));

// The dialog's and the toast's code is loaded when first shown; loaded here, a busy machine's module
// transform does not count against the waits below.
beforeAll(async () => {
  await import('antd-mobile/es/components/dialog');
  await import('antd-mobile/es/components/toast');
});

beforeEach(() => {
  sessions = [THIS_PHONE, OFFICE_PC];
  events = [LOGIN, WRONG_PASSWORD, PASSWORD_CHANGED];
  endAnswer = () => {
    sessions = [THIS_PHONE];
    return envelope({ list: sessions });
  };
});

describe('logs page', () => {
  it('lists the signed-in devices and the activity in English', async () => {
    renderPage(<LogsPage />);
    await waitFor(() => expect(sessionCards()).toHaveLength(2));
    const [phone, pc] = sessionCards();
    expect(phone?.getAttribute('data-current')).toBe('true');
    expect(phone?.textContent).toContain('Safari on iOS');
    expect(phone?.textContent).toContain('This device');
    expect(phone?.textContent).toContain(`Signed in ${formatDateTime(THIS_PHONE.created_at, 'en')}`);
    expect(phone?.textContent).toContain(`Last active ${formatDateTime(THIS_PHONE.last_seen_at, 'en')}`);
    expect(phone?.textContent).toContain('From 203.0.113.5');
    expect(within(phone as HTMLElement).queryByTestId('logs-session-end')).toBeNull();
    expect(pc?.getAttribute('data-current')).toBe('false');
    expect(within(pc as HTMLElement).getByRole('img', { name: 'Computer' })).toBeTruthy();
    expect(within(pc as HTMLElement).getByRole('button', { name: 'Sign out Chrome on Windows' })).toBeTruthy();
    expect(screen.getByTestId('logs-end-others').textContent).toBe('Sign out all other devices');
    expect(screen.getByText(/A login you do not recognise\?/)).toBeTruthy();

    await waitFor(() => expect(eventLines()).toHaveLength(3));
    expect(eventLines().map((line) => line.querySelector('p')?.textContent)).toEqual([
      'Logged in',
      'Wrong password (2 of 5 tries)',
      'Password changed',
    ]);
    expect(eventLines().map((line) => line.getAttribute('data-warning'))).toEqual(['false', 'true', 'false']);
    expect(eventLines()[1]?.textContent).toContain(`${formatDateTime(WRONG_PASSWORD.at, 'en')} · 192.0.2.44 · Linux`);
    expect(screen.getByTestId('logs-list-end').textContent).toBe('That is everything kept: a year of activity.');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Logins',
      'Failed attempts',
      'Security changes',
    ]);
  });

  it('lists them in Chinese', async () => {
    await i18n.changeLanguage('zh-Hans');
    renderPage(<LogsPage />);
    await waitFor(() => expect(eventLines()).toHaveLength(3));
    expect(screen.getByRole('heading', { name: '已登录的设备' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '账号动态' })).toBeTruthy();
    const [phone, pc] = sessionCards();
    expect(phone?.textContent).toContain('iOS 上的 Safari');
    expect(phone?.textContent).toContain('本设备');
    expect(phone?.textContent).toContain(`登录于 ${formatDateTime(THIS_PHONE.created_at, 'zh-Hans')}`);
    expect(phone?.textContent).toContain('来自 203.0.113.5');
    expect(within(pc as HTMLElement).getByRole('button', { name: '让 Windows 上的 Chrome 退出登录' })).toBeTruthy();
    expect(screen.getByTestId('logs-end-others').textContent).toBe('让其他所有设备退出登录');
    expect(eventLines().map((line) => line.querySelector('p')?.textContent)).toEqual([
      '登录成功',
      '密码错误（第 2 次，最多 5 次）',
      '修改了密码',
    ]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '登录', '失败尝试', '安全变更']);
  });

  it('asks before signing a device out, then signs it out and shows the devices left', async () => {
    renderPage(<LogsPage />);
    fireEvent.click(await screen.findByTestId('logs-session-end'));
    await screen.findByRole('dialog');
    expect(dialog().getByText('Sign out this device?')).toBeTruthy();
    expect(dialog().getByText('Chrome on Windows will have to log in again to use the account.')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.click(dialog().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionCards()).toHaveLength(1));
    expect(posts()).toEqual([{ path: '/api/buyer/v1/account/sessions/end', body: { id: '2' } }]);
    expect(screen.getByText('No other device is signed in.')).toBeTruthy();
    expect(screen.queryByTestId('logs-end-others')).toBeNull();
    expect(await screen.findByText('Signed out')).toBeTruthy();
    // The sign-out is logged: the activity is read again too.
    expect(activityFilters()).toEqual([null, null]);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    renderPage(<LogsPage />);
    fireEvent.click(await screen.findByTestId('logs-session-end'));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
    expect(sessionCards()).toHaveLength(2);
  });

  it("shows the server's refusal and keeps the list as the server has it", async () => {
    endAnswer = () => envelope(null, ErrorCode.SESSION_NOT_FOUND, 'This device is already signed out.');
    // The files of a worker share one document: an earlier test's toast may still be closing.
    const { default: Toast } = await import('antd-mobile/es/components/toast');
    Toast.clear();
    await waitFor(() => expect(screen.queryByText('Signed out')).toBeNull(), { timeout: 5_000 });
    renderPage(<LogsPage />);
    fireEvent.click(await screen.findByTestId('logs-session-end'));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('This device is already signed out.')).toBeTruthy();
    expect(screen.queryByText('Signed out')).toBeNull();
  });

  it('signs every other device out after asking', async () => {
    renderPage(<LogsPage />);
    fireEvent.click(await screen.findByTestId('logs-end-others'));
    await screen.findByRole('dialog');
    expect(dialog().getByText('Every device but this one will have to log in again.')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(sessionCards()).toHaveLength(1));
    expect(posts()).toEqual([{ path: '/api/buyer/v1/account/sessions/end_others', body: {} }]);
  });

  it('asks for the failed attempts only when that filter is chosen', async () => {
    renderPage(<LogsPage />);
    await waitFor(() => expect(eventLines()).toHaveLength(3));
    events = [WRONG_PASSWORD];
    fireEvent.click(screen.getByRole('tab', { name: 'Failed attempts' }));
    await waitFor(() => expect(eventLines()).toHaveLength(1));
    expect(activityFilters()).toEqual([null, 'failures']);
    expect(eventLines()[0]?.getAttribute('data-kind')).toBe('login_failed');
    expect(
      screen.getByTestId('logs-filter-failures').querySelector('[role="tab"]')?.getAttribute('aria-selected'),
    ).toBe('true');

    events = [];
    fireEvent.click(screen.getByRole('tab', { name: 'Security changes' }));
    expect(await screen.findByText('Nothing of this kind recorded.')).toBeTruthy();
    expect(activityFilters()).toEqual([null, 'failures', 'security']);
  });

  it('shows the loading row while pages remain, and the end of the log only once all are shown', async () => {
    events = Array.from({ length: 25 }, (_, index) => ({ ...LOGIN, id: 100 - index }));
    renderPage(<LogsPage />);
    await waitFor(() => expect(eventLines()).toHaveLength(20));
    expect(screen.getByText(/Loading more/)).toBeTruthy();
    expect(screen.queryByTestId('logs-list-end')).toBeNull();
  });

  it('says when nothing is recorded and no other device is signed in', async () => {
    sessions = [THIS_PHONE];
    events = [];
    renderPage(<LogsPage />);
    expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
    expect(await screen.findByText('No other device is signed in.')).toBeTruthy();
    expect(screen.queryByTestId('logs-end-others')).toBeNull();
    expect(screen.queryByTestId('logs-list-end')).toBeNull();
  });
});
