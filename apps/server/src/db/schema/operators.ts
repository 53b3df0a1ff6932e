import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The mall's staff: they log in to the console with their own sessions; never deleted, only disabled. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Trimmed and in lower case, like buyers' emails. */
    email: varchar('email', { length: 254 }).notNull(),
    name: text('name').notNull(),
    /** admin, reviewer, sales or catalog (OPERATOR_ROLES). */
    role: varchar('role', { length: 16 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** `scrypt$N$r$p$salt$hash`, see lib/password.ts. */
    passwordHash: text('password_hash').notNull(),
    /** Consecutive wrong passwords, counted like buyers' (lib/operator-session.ts). */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_email_idx').on(t.email),
    check('operators_role_check', sql`${t.role} in ('admin', 'reviewer', 'sales', 'catalog')`),
  ],
);

/** Console sessions, apart from buyers' so that neither can stand for the other; the id is the token's SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_sessions_operator_idx').on(t.operatorId),
    index('operator_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What operators changed, written in the transaction of the change. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0013). A null operator is the mall itself (start-up
 * settings, the command line).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    operatorId: integer('operator_id').references(() => operators.id),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The buyer who made the change, when a buyer did (migration 0021). */
    buyerId: integer('buyer_id'),
    /** The buyer whose document the entry concerns: their History reads it. */
    ownerId: integer('owner_id'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_owner_idx').on(t.ownerId, t.id).where(sql`${t.ownerId} IS NOT NULL`),
  ],
);
