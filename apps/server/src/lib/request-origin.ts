import { USER_AGENT_MAX_LENGTH } from '@mall/contract';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, as kept in the account's log and its sessions. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

export function requestOrigin(req: FastifyRequest): RequestOrigin {
  const agent = req.headers['user-agent'];
  return { ip: req.ip, userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_MAX_LENGTH) };
}
