import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  type Locale,
  VERIFY_CODE_LENGTH,
  VERIFY_CODE_MAX_PER_IP_PER_HOUR,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_RESEND_INTERVAL_MS,
  VERIFY_CODE_TTL_MS,
} from '@mall/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailCodes } from '../../db/schema/index.js';
import { AppError, rateLimited } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { keyedHash } from '../../lib/tokens.js';
import { verificationCodeMail } from './account-mail.js';

export type CodePurpose = 'signup' | 'email_change';

const HOUR_MS = 60 * 60_000;

export interface VerifyCodeDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Key of the codes' HMAC: the server secret. */
  secret: string;
}

/**
 * Email verification codes: 6 digits from a CSPRNG, stored as an HMAC, valid 10 minutes, at most 5
 * tries, one per address and purpose a minute (60121) and a cap per sending IP an hour (HTTP 429).
 */
export function createVerifyCodeService({ db, clock, mailer, limiter, secret }: VerifyCodeDeps) {
  const hashOf = (purpose: CodePurpose, email: string, code: string) => keyedHash(secret, purpose, email, code);

  return {
    /**
     * Counts a request for a code against the sending address's hourly cap (HTTP 429 past it).
     * Called before anything else is looked at, so a throttled prober learns nothing about accounts.
     */
    async throttle(ip: string): Promise<void> {
      const perIp = await limiter.hit(`code-ip:${ip}`, HOUR_MS, clock());
      if (perIp.count > VERIFY_CODE_MAX_PER_IP_PER_HOUR) throw rateLimited(perIp.retryAfterMs);
    },

    /** Mails a new code (the caller has passed `throttle`); one per address and purpose a minute. */
    async send(input: {
      email: string;
      purpose: CodePurpose;
      locale: Locale;
    }): Promise<{ resend_after_seconds: number }> {
      const { email, purpose } = input;
      const now = clock();
      const code = String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
      const resendCutoff = new Date(now.getTime() - VERIFY_CODE_RESEND_INTERVAL_MS);
      // One statement: a new code replaces the old unless the old was sent less than a minute ago.
      const stored = await db
        .insert(emailCodes)
        .values({
          email,
          purpose,
          codeHash: hashOf(purpose, email, code),
          expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_MS),
          tries: 0,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [emailCodes.email, emailCodes.purpose],
          set: {
            codeHash: sql`excluded.code_hash`,
            expiresAt: sql`excluded.expires_at`,
            tries: 0,
            createdAt: sql`excluded.created_at`,
          },
          setWhere: sql`${emailCodes.createdAt} <= ${resendCutoff.toISOString()}`,
        })
        .returning({ email: emailCodes.email });
      if (stored.length === 0) {
        const [last] = await db
          .select({ createdAt: emailCodes.createdAt })
          .from(emailCodes)
          .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
        const waitMs = last ? last.createdAt.getTime() + VERIFY_CODE_RESEND_INTERVAL_MS - now.getTime() : 0;
        throw new AppError(ErrorCode.VERIFY_CODE_TOO_FREQUENT, {
          resend_after_seconds: Math.max(1, Math.ceil(waitMs / 1000)),
        });
      }
      try {
        await mailer.send(verificationCodeMail(email, code, purpose, input.locale));
      } catch (error) {
        // Not delivered: forget the code, so the buyer may ask again at once.
        await db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
        throw error;
      }
      return { resend_after_seconds: Math.ceil(VERIFY_CODE_RESEND_INTERVAL_MS / 1000) };
    },

    /**
     * Checks a code, counting the try; throws 60112 (empty), 60120 (expired), 60113 (wrong, none,
     * or tries used up). The code stays until `consume`, so a failed registration can retry it.
     */
    async check(input: { email: string; purpose: CodePurpose; code: string }): Promise<void> {
      const { email, purpose } = input;
      const code = input.code.trim();
      if (code === '') throw new AppError(ErrorCode.VERIFY_CODE_EMPTY);
      const now = clock();
      const [row] = await db
        .select({ expiresAt: emailCodes.expiresAt, tries: emailCodes.tries })
        .from(emailCodes)
        .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
      if (!row || row.tries >= VERIFY_CODE_MAX_TRIES) throw new AppError(ErrorCode.VERIFY_CODE_INCORRECT);
      if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.VERIFY_CODE_EXPIRED);
      // The try is reserved atomically before comparing, so parallel guesses cannot exceed the limit.
      const [reserved] = await db
        .update(emailCodes)
        .set({ tries: sql`${emailCodes.tries} + 1` })
        .where(
          and(
            eq(emailCodes.email, email),
            eq(emailCodes.purpose, purpose),
            sql`${emailCodes.tries} < ${VERIFY_CODE_MAX_TRIES}`,
          ),
        )
        .returning({ codeHash: emailCodes.codeHash });
      if (!reserved) throw new AppError(ErrorCode.VERIFY_CODE_INCORRECT);
      const expected = Buffer.from(reserved.codeHash, 'hex');
      const given = Buffer.from(hashOf(purpose, email, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError(ErrorCode.VERIFY_CODE_INCORRECT);
      }
    },

    /** Forgets codes that expired (run now and then). */
    async prune(before: Date): Promise<void> {
      await db.delete(emailCodes).where(sql`${emailCodes.expiresAt} < ${before.toISOString()}`);
    },

    /** A used code is gone: it cannot serve twice. */
    async consume(email: string, purpose: CodePurpose): Promise<void> {
      await db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)));
    },
  };
}

export type VerifyCodeService = ReturnType<typeof createVerifyCodeService>;
