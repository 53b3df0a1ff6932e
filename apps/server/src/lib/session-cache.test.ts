import { ErrorCode, SESSION_TTL_MS } from '@mall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTwinApp, createBuyer, loginAs, type TestApp } from '../../test/helper.js';
import { sessions } from '../db/schema/index.js';
import { createAccountReviewService } from '../features/account/account-review.service.js';
import { createMailQueue } from '../features/mail/mail-queue.js';

// Sessions are remembered between requests (lib/session.ts); these are the ways one must be let go.
let t: TestApp;
let now = Date.now();
const clock = () => new Date(now);
beforeAll(async () => {
  t = await buildTestApp({ noCatalogue: true, clock });
});
afterAll(() => t.close());

const COUNT = '/api/shop/cart/num';
const MALL_CART = '/api/en/product_carts/shop/cart';
async function codeOf(app: TestApp['app'], url: string, cookie: string): Promise<number> {
  return (await app.inject({ url, headers: { cookie } })).json<{ result: { code: number } }>().result.code;
}

describe('remembered sessions', () => {
  it('end when another server process logs the buyer out', async () => {
    await createBuyer(t.db, { email: 'twin-session@example.com', status: 'member', memberUntil: '2099-01-01' });
    const cookie = await loginAs(t.app, 'twin-session@example.com');
    const twin = await buildTwinApp(t, { clock });
    try {
      expect(await codeOf(twin, COUNT, cookie)).toBe(0);
      expect(await codeOf(twin, COUNT, cookie)).toBe(0);
      await t.app.inject({ method: 'POST', url: '/api/purchase/v1/h5/customer/logout', headers: { cookie } });
      await expect.poll(() => codeOf(twin, COUNT, cookie)).toBe(ErrorCode.LOGIN_REQUIRED);
    } finally {
      await twin.close();
    }
  });

  it('end when the session row is deleted behind the server', async () => {
    const buyer = await createBuyer(t.db, {
      email: 'deleted-session@example.com',
      status: 'member',
      memberUntil: '2099-01-01',
    });
    const cookie = await loginAs(t.app, 'deleted-session@example.com');
    expect(await codeOf(t.app, COUNT, cookie)).toBe(0);
    await t.db.delete(sessions).where(eq(sessions.userId, buyer.id));
    await expect.poll(() => codeOf(t.app, COUNT, cookie)).toBe(ErrorCode.LOGIN_REQUIRED);
  });

  it('show the buyer as the operators left them: approved, then expired', async () => {
    await createBuyer(t.db, { email: 'reviewed-session@example.com' });
    const cookie = await loginAs(t.app, 'reviewed-session@example.com');
    expect(await codeOf(t.app, MALL_CART, cookie)).toBe(ErrorCode.ACCOUNT_PENDING);
    const review = createAccountReviewService({ db: t.db, clock, mail: createMailQueue(t.config, clock) });
    await review.approve('reviewed-session@example.com');
    await expect.poll(() => codeOf(t.app, MALL_CART, cookie)).toBe(0);
    await review.expire('reviewed-session@example.com');
    await expect.poll(() => codeOf(t.app, MALL_CART, cookie)).toBe(ErrorCode.MEMBER_EXPIRED);
  });

  it('are never used past their expiry', async () => {
    await createBuyer(t.db, { email: 'expiring-session@example.com', status: 'member', memberUntil: '2099-01-01' });
    const cookie = await loginAs(t.app, 'expiring-session@example.com');
    expect(await codeOf(t.app, COUNT, cookie)).toBe(0);
    now += SESSION_TTL_MS + 1000;
    expect(await codeOf(t.app, COUNT, cookie)).toBe(ErrorCode.LOGIN_REQUIRED);
  });
});
