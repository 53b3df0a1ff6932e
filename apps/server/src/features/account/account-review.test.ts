import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createBuyer, loginAs, TEST_PASSWORD, type TestApp } from '../../../test/helper.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { createMailQueue } from '../mail/mail-queue.js';
import { createAccountReviewService } from './account-review.service.js';

const now = Date.parse('2026-02-28T10:00:00Z');
const clock = () => new Date(now);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
});
afterAll(() => t.close());

function reviewService() {
  return createAccountReviewService({ db: t.db, clock, mail: createMailQueue(t.config, clock) });
}

describe('account review service (the accounts CLI and the console)', () => {
  it('approves a pending account for one year by default, or until a date', async () => {
    const review = reviewService();
    await createBuyer(t.db, { email: 'approve@example.com' });
    await createBuyer(t.db, { email: 'until@example.com' });
    expect(await review.approve(' Approve@Example.com')).toMatchObject({
      email: 'approve@example.com',
      status: 'member',
      member_until: '2027-02-28',
    });
    expect(await review.approve('until@example.com', '2026-12-31')).toMatchObject({ member_until: '2026-12-31' });
    await expect(review.approve('until@example.com', '2026-02-27')).rejects.toThrow(FieldsError);
    await expect(review.approve('until@example.com', '2026-02-30')).rejects.toThrow(FieldsError);
    await expect(review.approve('nobody@example.com')).rejects.toBeInstanceOf(AppError);

    const cookie = await loginAs(t.app, 'approve@example.com', TEST_PASSWORD, '10.5.0.1');
    const info = (await t.app.inject({ url: '/api/user/info', headers: { cookie } })).json();
    expect(info.data).toMatchObject({ status: 'member', member_until: '2027-02-28' });
  });

  it('expires a membership and renews it, clearing the renewal application', async () => {
    const review = reviewService();
    await createBuyer(t.db, { email: 'cycle@example.com', status: 'member', memberUntil: '2026-12-31' });
    expect(await review.expire('cycle@example.com')).toMatchObject({ status: 'expired', member_until: '2026-02-27' });
    const cookie = await loginAs(t.app, 'cycle@example.com', TEST_PASSWORD, '10.5.0.2');
    await t.app.inject({ method: 'POST', url: '/api/buyer/v1/h5/customer/renewal', headers: { cookie } });
    const listed = (await review.list()).find((a) => a.email === 'cycle@example.com');
    expect(listed).toMatchObject({ status: 'expired', renewal_requested_at: new Date(now).toISOString() });
    expect(await review.approve('cycle@example.com')).toMatchObject({ status: 'member', renewal_requested_at: null });
  });

  it('lists accounts with the status of today (a passed date counts as expired)', async () => {
    const review = reviewService();
    await createBuyer(t.db, { email: 'lapsed@example.com', status: 'member', memberUntil: '2026-02-27' });
    const list = await review.list();
    expect(list.find((a) => a.email === 'lapsed@example.com')?.status).toBe('expired');
    expect(JSON.stringify(list)).not.toMatch(/scrypt|password/);
  });
});
