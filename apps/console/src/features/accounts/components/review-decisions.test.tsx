import { addConsoleTexts } from '@mall/client/console/locales/console-texts';
import { i18n } from '@mall/client/lib/i18n';
import { type AccountDetail, ErrorCode } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewDecisions } from './review-decisions';

const PENDING: AccountDetail = {
  id: 12,
  email: 'lin@example.com',
  company_name: 'Jiangnan Hardware',
  contact_name: 'Lin Wei',
  country: 'CN',
  status: 'pending',
  member_until: null,
  renewal_requested_at: null,
  created_at: '2026-11-20T08:00:00.000Z',
  phone: '',
  city: '',
  position: '',
  company_website: '',
  history: [],
};

beforeAll(async () => {
  await addConsoleTexts();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('review decisions', () => {
  it('asks before approving, and says so when another reviewer decided first; the lists are read again', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            status: ErrorCode.ACCOUNT_REVIEW_CONFLICT,
            data: null,
            result: { code: ErrorCode.ACCOUNT_REVIEW_CONFLICT, message: 'conflict' },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <QueryClientProvider client={queryClient}>
        <ReviewDecisions account={PENDING} />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('expire-account')).toBeNull();
    fireEvent.click(screen.getByTestId('approve-account'));
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findByText(/^Approve Jiangnan Hardware as a member until \d{4}-\d{2}-\d{2}\?$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('review-conflict')).textContent).toBe(
      'Someone else has already decided on this account, or it has changed. The list has been refreshed.',
    );
    const body = new URLSearchParams(String(fetch.mock.calls[0]?.[1]?.body));
    expect(Object.fromEntries(body)).toMatchObject({ id: '12', decision: 'approve', seen_status: 'pending' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['console', 'accounts'] });
  });
});
