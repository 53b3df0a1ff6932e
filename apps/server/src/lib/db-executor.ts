import type { Db } from '../db/client.js';

/** A transaction of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a write goes: the database, or a transaction it must commit or roll back with. */
export type DbExecutor = Db | Tx;
