import type { AccountEvent, AccountEventKind } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Registered business buyers. Emails are stored trimmed and in lower case (the contract normalises them). */
export const buyers = pgTable(
  'buyers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    /** `scrypt$N$r$p$salt$hash` (base64url parts), see lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull(),
    city: text('city').notNull(),
    position: text('position').notNull().default(''),
    contactName: text('contact_name').notNull(),
    companyWebsite: text('company_website').notNull().default(''),
    /** pending (under review), member (until member_until), expired, rejected (by a reviewer). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    memberUntil: date('member_until', { mode: 'string' }),
    renewalRequestedAt: timestamptz('renewal_requested_at'),
    /** Consecutive wrong passwords (attempts in progress included), see the login service. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The language of the buyer's latest login (en or zh-Hans), for mails sent while they are away. */
    locale: varchar('locale', { length: 8 }),
  },
  (t) => [
    uniqueIndex('buyers_email_idx').on(t.email),
    check('buyers_status_check', sql`${t.status} in ('pending', 'member', 'expired', 'rejected')`),
  ],
);

/** Server-side sessions; the id is the SHA-256 of the opaque token the cookie holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The number the buyer's Logs page names the session by: the id is the token's hash, never shown. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    /** Null until first written, SESSION_SEEN_RESOLUTION_MS after the login. */
    lastSeenAt: timestamptz('last_seen_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_seq_idx').on(t.seq),
  ],
);

/** The account's activity log (migration 0020). */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    kind: varchar('kind', { length: 32 }).notNull().$type<AccountEventKind>(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    detail: jsonb('detail').notNull().$type<AccountEvent['detail']>().default({}),
  },
  (t) => [index('account_events_buyer_idx').on(t.buyerId, t.id), index('account_events_at_idx').on(t.at)],
);

/** One live verification code per address and purpose; a new one replaces the old. */
export const emailCodes = pgTable(
  'email_codes',
  {
    email: varchar('email', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** HMAC-SHA256 of purpose, email and code with the server secret (hex). */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.purpose] }),
    check('email_codes_purpose_check', sql`${t.purpose} in ('signup', 'email_change')`),
  ],
);

/** Single-use password reset links; the token is stored as its SHA-256. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Every mail sent, whether it went out by SMTP or stays here for tests and operators to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: varchar('transport', { length: 8 }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** pending, sent, failed or kept (MAIL_STATUSES). */
    status: varchar('status', { length: 8 }).notNull().default('sent'),
    /** Sends tried by the mail queue; a mail sent while its reader waited counts none. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.id),
    index('mail_outbox_status_idx').on(t.status, t.id),
    check('mail_outbox_transport_check', sql`${t.transport} in ('outbox', 'smtp')`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'kept')`),
  ],
);

/** Fixed-window counters shared by every server process (throttles), see lib/rate-limit.ts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
