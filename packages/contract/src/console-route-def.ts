import type { z } from 'zod';
import type { OperatorRole } from './constants.js';
import type { HttpMethod } from './routes.js';

export interface ConsoleRouteDef {
  method: HttpMethod;
  path: string;
  /**
   * Who may call it: `public` (the login), `any` logged-in operator, or the listed roles; an
   * operator outside them gets code 403. `admin` may do everything, so it is in every list.
   */
  roles: 'public' | 'any' | readonly OperatorRole[];
  summary: string;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response?: z.ZodTypeAny;
}

/** Keeps a route's literal types; every console feature's route list is built with it. */
export function consoleRoute<const R extends ConsoleRouteDef>(def: R): R {
  return def;
}
