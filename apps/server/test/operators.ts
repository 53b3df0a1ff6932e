import { OPERATOR_SESSION_COOKIE, type OperatorRole } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { insertOperator } from '../src/features/operators/operators.service.js';
import { TEST_HASHER } from './helper.js';

/** The password of operators made by `createOperator` (hashed once per test file). */
export const OPERATOR_PASSWORD = 'Console-pass-1';
let operatorHash: Promise<string> | null = null;

/** An operator straight into the database (no audit actor: the mall itself). */
export async function createOperator(db: Database['db'], email: string, role: OperatorRole, name = 'Test Operator') {
  operatorHash ??= TEST_HASHER.hash(OPERATOR_PASSWORD);
  const row = await insertOperator(db, null, { email, name, role, passwordHash: await operatorHash, now: new Date() });
  if (!row) throw new Error(`operator ${email} exists`);
  return row;
}

/** The `name=value` of the operator cookie of a Set-Cookie answer. */
export function operatorCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE);
  if (!cookie) throw new Error('no operator cookie set');
  return `${OPERATOR_SESSION_COOKIE}=${cookie.value}`;
}

/** Logs an operator in through the console API and answers the Cookie header of the session. */
export async function loginOperator(app: FastifyInstance, email: string, password = OPERATOR_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/v1/login',
    payload: { email, password },
    remoteAddress: '10.8.8.8',
  });
  if (res.json().status !== 200) throw new Error(`console login failed: ${res.body}`);
  return operatorCookie(res);
}
