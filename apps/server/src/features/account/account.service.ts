import {
  type Account,
  accountEditSchemas,
  DESKTOP_PAGES,
  EDIT_TYPES,
  ErrorCode,
  H5_BASE_PATH,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_IP_WINDOW_MS,
  LOGIN_LOCK_MAX_ATTEMPTS,
  type Locale,
  PAGES,
  PASSWORD_RESET_TTL_MS,
  type RegisterBody,
  type ResetLinkSite,
  VERIFY_CODE_MAX_PER_IP_PER_HOUR,
  VERIFY_CODE_RESEND_INTERVAL_MS,
  validationKey,
} from '@mall/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buyers, passwordResets, sessions } from '../../db/schema/index.js';
import { AppError, FieldsError, fieldsErrorFromZod, rateLimited } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { clearLoginFailures, refuseWrongPassword, reserveLoginAttempt } from '../../lib/login-lockout.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PasswordHasher } from '../../lib/password.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { RequestOrigin } from '../../lib/request-origin.js';
import { type Buyer, type BuyerSession, effectiveStatus } from '../../lib/session.js';
import { newToken, tokenHash } from '../../lib/tokens.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import { recordAccountEvent } from '../account-activity/account-activity.service.js';
import { passwordResetMail } from './account-mail.js';
import { isCountryCode } from './countries.js';
import type { VerifyCodeService } from './verify-code.service.js';

const HOUR_MS = 60 * 60_000;

export interface AccountDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  codes: VerifyCodeService;
  /** Called after a buyer's row changes here, so no remembered session shows the old one. */
  buyerChanged: (buyerId: number) => void;
}

/** The buyer as the API shows them: no hash, no counters. */
export function toAccount(buyer: Buyer, now: Date): Account {
  return {
    login: 1,
    id: buyer.id,
    email: buyer.email,
    company_name: buyer.companyName,
    contact_name: buyer.contactName,
    phone: buyer.phone,
    country: buyer.country,
    city: buyer.city,
    position: buyer.position,
    company_website: buyer.companyWebsite,
    status: effectiveStatus(buyer, now),
    member_until: buyer.memberUntil,
    renewal_requested: buyer.renewalRequestedAt !== null,
  };
}

/** The country picker sends ISO codes of the list; anything else is refused by name. */
function assertCountry(country: string): void {
  if (!isCountryCode(country)) {
    throw new FieldsError([
      { field: 'country', code: 'invalid_value', params: {}, message: validationKey('country'), missing: false },
    ]);
  }
}

export function createAccountService({ db, clock, mailer, passwords, limiter, codes, buyerChanged }: AccountDeps) {
  /**
   * A hash no password matches, made once by the same hasher as real ones: checking a password
   * against it costs what checking a real one does.
   */
  let unknownAccountHash: Promise<string> | undefined;

  async function byEmail(email: string): Promise<Buyer | undefined> {
    const [row] = await db.select().from(buyers).where(eq(buyers.email, email)).limit(1);
    return row;
  }

  async function byId(id: number): Promise<Buyer> {
    const [row] = await db.select().from(buyers).where(eq(buyers.id, id)).limit(1);
    if (!row) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    return row;
  }

  /**
   * The password check under the lockout of SPEC section 4; a wrong one answers 60115 with the count.
   * Every refusal goes to the account's log, so its owner sees someone trying.
   */
  async function checkPassword(buyerId: number, password: string, origin: RequestOrigin): Promise<void> {
    let attempts: number;
    try {
      attempts = await reserveLoginAttempt(db, 'buyers', buyerId, clock());
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.ACCOUNT_LOCKED)
        await recordAccountEvent(db, clock(), buyerId, 'login_refused_locked', origin);
      throw error;
    }
    const [row] = await db.select({ hash: buyers.passwordHash }).from(buyers).where(eq(buyers.id, buyerId));
    if (row && (await passwords.verify(password, row.hash))) return clearLoginFailures(db, 'buyers', buyerId);
    const locks = attempts >= LOGIN_LOCK_MAX_ATTEMPTS;
    await recordAccountEvent(db, clock(), buyerId, locks ? 'account_locked' : 'login_failed', origin, {
      attempts,
      max_attempts: LOGIN_LOCK_MAX_ATTEMPTS,
    });
    refuseWrongPassword(
      attempts,
      () =>
        new AppError(ErrorCode.PASSWORD_INCORRECT, { wrong_attempts: attempts, max_attempts: LOGIN_LOCK_MAX_ATTEMPTS }),
    );
  }

  async function setPassword(buyerId: number, password: string): Promise<void> {
    const hash = await passwords.hash(password);
    await db
      .update(buyers)
      .set({ passwordHash: hash, failedLogins: 0, lockedUntil: null })
      .where(eq(buyers.id, buyerId));
  }

  return {
    byId,
    toAccount: (buyer: Buyer) => toAccount(buyer, clock()),

    async sendSignupCode(input: { email: string; ip: string; locale: Locale }) {
      await codes.throttle(input.ip);
      if (await byEmail(input.email)) throw new AppError(ErrorCode.EMAIL_EXISTS);
      return codes.send({ email: input.email, locale: input.locale, purpose: 'signup' });
    },

    async sendEmailChangeCode(input: { email: string; ip: string; locale: Locale; buyer: Buyer }) {
      await codes.throttle(input.ip);
      if (input.email === input.buyer.email || (await byEmail(input.email)))
        throw new AppError(ErrorCode.USERNAME_EXISTS);
      return codes.send({ email: input.email, locale: input.locale, purpose: 'email_change' });
    },

    /** A new pending account; the buyer logs in afterwards. */
    async register(body: RegisterBody): Promise<{ status: 'pending' }> {
      assertCountry(body.country);
      if (body.email_code.trim() === '') throw new AppError(ErrorCode.VERIFY_CODE_EMPTY);
      if (await byEmail(body.email)) throw new AppError(ErrorCode.EMAIL_EXISTS);
      await codes.check({ email: body.email, purpose: 'signup', code: body.email_code });
      const passwordHash = await passwords.hash(body.password);
      try {
        await db.insert(buyers).values({
          email: body.email,
          passwordHash,
          companyName: body.company_name,
          phone: body.phone,
          country: body.country,
          city: body.city,
          position: body.position,
          contactName: body.contact_name,
          companyWebsite: body.company_website,
          status: 'pending',
          createdAt: clock(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.EMAIL_EXISTS);
        throw error;
      }
      await codes.consume(body.email, 'signup');
      return { status: 'pending' };
    },

    /**
     * Checks the credentials; the caller starts the session. Each attempt takes a slot of the
     * client address's window first (given back on success), so one address cannot lock out many
     * accounts: past the limit it gets HTTP 429 and no account counter moves.
     */
    async login(input: { email: string; password: string; origin: RequestOrigin }): Promise<Buyer> {
      const ipKey = `login-ip:${input.origin.ip}`;
      const window = await limiter.hit(ipKey, LOGIN_FAILURES_PER_IP_WINDOW_MS, clock());
      if (window.count > LOGIN_FAILURES_PER_IP) throw rateLimited(window.retryAfterMs);
      const buyer = await byEmail(input.email);
      if (!buyer) {
        // As slow as a wrong password, so the answer's timing does not tell which emails have accounts.
        unknownAccountHash ??= passwords.hash(newToken());
        await passwords.verify(input.password, await unknownAccountHash);
        throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
      }
      await checkPassword(buyer.id, input.password, input.origin);
      await limiter.release(ipKey);
      await recordAccountEvent(db, clock(), buyer.id, 'login', input.origin);
      return byId(buyer.id);
    },

    async loggedOut(buyerId: number, origin: RequestOrigin): Promise<void> {
      await recordAccountEvent(db, clock(), buyerId, 'logout', origin);
    },

    /** Mails a single-use reset link (30 minutes); one a minute per address. */
    async forgotPassword(input: {
      email: string;
      ip: string;
      locale: Locale;
      baseUrl: string;
      site: ResetLinkSite;
    }): Promise<null> {
      const now = clock();
      // Throttled before the lookup, so a throttled prober learns nothing about accounts.
      const perIp = await limiter.hit(`reset-ip:${input.ip}`, HOUR_MS, now);
      if (perIp.count > VERIFY_CODE_MAX_PER_IP_PER_HOUR) throw rateLimited(perIp.retryAfterMs);
      const buyer = await byEmail(input.email);
      if (!buyer) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
      const perEmail = await limiter.hit(`reset-mail:${buyer.id}`, VERIFY_CODE_RESEND_INTERVAL_MS, now);
      if (perEmail.count > 1) {
        throw new AppError(ErrorCode.VERIFY_CODE_TOO_FREQUENT, {
          resend_after_seconds: Math.max(1, Math.ceil(perEmail.retryAfterMs / 1000)),
        });
      }
      const token = newToken();
      await db.insert(passwordResets).values({
        tokenHash: tokenHash(token),
        userId: buyer.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      });
      const page =
        input.site === 'desktop' ? DESKTOP_PAGES.resetPassword.path : `${H5_BASE_PATH}#${PAGES.resetPassword.route}`;
      const link = `${input.baseUrl}${page}?token=${token}`;
      await mailer.send(passwordResetMail(buyer.email, link, input.locale));
      return null;
    },

    /** Sets a new password with a reset link: once only; ends every session and the lockout. */
    async resetPassword(input: { token: string; password: string; origin: RequestOrigin }): Promise<null> {
      const now = clock();
      const hash = tokenHash(input.token);
      const live = and(
        eq(passwordResets.tokenHash, hash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      );
      const [pending] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(live);
      if (!pending) throw new AppError(ErrorCode.RESET_LINK_INVALID);
      const passwordHash = await passwords.hash(input.password);
      const buyerId = await db.transaction(async (tx) => {
        // Claimed atomically: of two uses of one link, only one gets the row.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(live)
          .returning({ userId: passwordResets.userId });
        if (!claimed) throw new AppError(ErrorCode.RESET_LINK_INVALID);
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
        await tx
          .update(buyers)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null })
          .where(eq(buyers.id, claimed.userId));
        await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${claimed.userId}`);
        await recordAccountEvent(tx, now, claimed.userId, 'password_reset', input.origin);
        return claimed.userId;
      });
      buyerChanged(buyerId);
      return null;
    },

    /** `edit_type` profile, password or email; answers the updated account. */
    async edit(
      session: BuyerSession,
      body: Record<string, unknown>,
      origin: RequestOrigin,
      endOtherSessions: () => Promise<void>,
    ): Promise<Account> {
      const buyerId = session.buyer.id;
      const editType = body.edit_type;
      if (editType === undefined || editType === null || editType === '')
        throw new AppError(ErrorCode.EDIT_TYPE_MISSING);
      if (typeof editType !== 'string' || !(EDIT_TYPES as readonly string[]).includes(editType)) {
        throw new FieldsError([
          { field: 'edit_type', code: 'invalid_value', params: { values: [...EDIT_TYPES] }, missing: false },
        ]);
      }
      const type = editType as (typeof EDIT_TYPES)[number];
      const parsed = accountEditSchemas[type].safeParse(body);
      if (!parsed.success) throw fieldsErrorFromZod(parsed.error.issues, body);
      const input = parsed.data;
      switch (input.edit_type) {
        case 'profile':
          assertCountry(input.country);
          await db
            .update(buyers)
            .set({
              companyName: input.company_name,
              phone: input.phone,
              country: input.country,
              city: input.city,
              position: input.position,
              contactName: input.contact_name,
              companyWebsite: input.company_website,
            })
            .where(eq(buyers.id, buyerId));
          break;
        case 'password':
          await checkPassword(buyerId, input.old_password, origin);
          await setPassword(buyerId, input.password);
          await endOtherSessions();
          await recordAccountEvent(db, clock(), buyerId, 'password_changed', origin);
          break;
        case 'email': {
          if (input.email !== session.buyer.email && (await byEmail(input.email))) {
            throw new AppError(ErrorCode.USERNAME_EXISTS);
          }
          if (input.email === session.buyer.email) throw new AppError(ErrorCode.USERNAME_EXISTS);
          await checkPassword(buyerId, input.password, origin);
          await codes.check({ email: input.email, purpose: 'email_change', code: input.email_code });
          try {
            await db.update(buyers).set({ email: input.email }).where(eq(buyers.id, buyerId));
          } catch (error) {
            if (isUniqueViolation(error)) throw new AppError(ErrorCode.USERNAME_EXISTS);
            throw error;
          }
          await codes.consume(input.email, 'email_change');
          await recordAccountEvent(db, clock(), buyerId, 'email_changed', origin, {
            from: session.buyer.email,
            to: input.email,
          });
          break;
        }
      }
      buyerChanged(buyerId);
      return toAccount(await byId(buyerId), clock());
    },

    /** An expired member applies for renewal; operators act on it (account-review.service.ts). */
    async requestRenewal(buyerId: number): Promise<Account> {
      const now = clock();
      const buyer = await byId(buyerId);
      const status = effectiveStatus(buyer, now);
      if (status === 'pending') throw new AppError(ErrorCode.ACCOUNT_PENDING);
      if (status !== 'expired') throw new AppError(ErrorCode.RENEWAL_NOT_NEEDED);
      if (buyer.renewalRequestedAt === null) {
        await db.update(buyers).set({ renewalRequestedAt: now }).where(eq(buyers.id, buyerId));
        buyerChanged(buyerId);
      }
      return toAccount(await byId(buyerId), now);
    },

    /** Deletes what can no longer serve: ended sessions, dead codes, old reset links and throttle windows. */
    async pruneExpired(): Promise<void> {
      const now = clock();
      const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(passwordResets).where(lt(passwordResets.expiresAt, dayAgo));
      await codes.prune(now);
      await limiter.prune(dayAgo);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
