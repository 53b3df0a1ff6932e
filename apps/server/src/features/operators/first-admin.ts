import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { PasswordHasher } from '../../lib/password.js';
import { insertOperator } from './operators.service.js';

/**
 * The first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, created when no operator has that
 * email. Never changed afterwards by the settings: once it exists, its password and role are the
 * console's business (a second start with another password changes nothing).
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  passwords: PasswordHasher,
  clock: Clock,
): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (!email || !password) return;
  const [existing] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email)).limit(1);
  if (existing) return;
  const passwordHash = await passwords.hash(password);
  // Several processes starting at once: the email's unique index lets one insert, the others do nothing.
  await db.transaction((tx) =>
    insertOperator(tx, null, { email, name: 'Administrator', role: 'admin', passwordHash, now: clock() }),
  );
}
