import { API, LOGGED_OUT_USER } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';

/** Sessions come with login; until then nobody is logged in, and the answer says so honestly. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  apiRoute(app, API.userInfo, () => LOGGED_OUT_USER);
}
