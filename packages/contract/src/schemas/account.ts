import { z } from 'zod';

/** `GET /api/user/info`: `login: 1` with the buyer for a session, otherwise the logged-out record. */
export const loggedOutUserSchema = z.object({ login: z.literal(0) });
export const userInfoSchema = z.union([
  loggedOutUserSchema,
  z.object({
    login: z.literal(1),
    id: z.number().int(),
    email: z.string(),
    contact_name: z.string(),
    company_name: z.string(),
    status: z.enum(['pending', 'member', 'expired']),
  }),
]);
export type UserInfo = z.infer<typeof userInfoSchema>;
export const LOGGED_OUT_USER: UserInfo = { login: 0 };
