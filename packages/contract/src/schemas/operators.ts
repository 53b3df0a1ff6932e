import { z } from 'zod';
import {
  AUDIT_ENTITY_MAX_LENGTH,
  ID_MAX,
  OPERATOR_NAME_MAX_LENGTH,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_ROLES,
} from '../constants.js';
import { validationKey } from '../validation.js';
import { emailSchema } from './account.js';
import { pageSchema, paginationQuerySchema } from './common.js';

export const operatorRoleSchema = z.enum(OPERATOR_ROLES);

/** A record id from a JSON number or a form field's text. */
export const consoleIdSchema = z.coerce.number().int().min(1).max(ID_MAX);

/** `true`/`false` from JSON, or the text of a form field (`true`, `1`, `false`, `0`, ...). */
const flagSchema = z.union([z.boolean(), z.stringbool()]);

export const operatorPasswordSchema = z
  .string({ error: validationKey('operatorPassword') })
  .min(OPERATOR_PASSWORD_MIN_LENGTH, { error: validationKey('operatorPassword') })
  .max(OPERATOR_PASSWORD_MAX_LENGTH, { error: validationKey('operatorPassword') });

export const operatorNameSchema = z
  .string({ error: validationKey('operatorName') })
  .trim()
  .min(1, { error: validationKey('operatorName') })
  .max(OPERATOR_NAME_MAX_LENGTH, { error: validationKey('operatorName') });

/** `POST /api/console/v1/login`. */
export const consoleLoginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { error: validationKey('password') })
    .max(OPERATOR_PASSWORD_MAX_LENGTH),
});

/** The logged-in operator (`login`, `me`). */
export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
});
export type Operator = z.infer<typeof operatorSchema>;

/** An operator as the administrator's list shows it. */
export const operatorItemSchema = operatorSchema.extend({
  active: z.boolean(),
  created_at: z.string(),
});
export type OperatorItem = z.infer<typeof operatorItemSchema>;
export const operatorPageSchema = pageSchema(operatorItemSchema);

/** `POST /api/console/v1/operators`: a new operator with a first password they change later. */
export const operatorCreateBodySchema = z.object({
  email: emailSchema,
  name: operatorNameSchema,
  role: operatorRoleSchema,
  password: operatorPasswordSchema,
});

/** `POST /api/console/v1/operators/update`: re-role, rename, disable or enable, or set a new password. */
export const operatorUpdateBodySchema = z.object({
  id: consoleIdSchema,
  name: operatorNameSchema.optional(),
  role: operatorRoleSchema.optional(),
  active: flagSchema.optional(),
  password: operatorPasswordSchema.optional(),
});

const whenBothPasswordsGiven = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value?.confirm_password === 'string';
  },
};

/** `POST /api/console/v1/password`: an operator changes their own password. */
export const operatorPasswordBodySchema = z
  .object({
    old_password: z.string().min(1).max(OPERATOR_PASSWORD_MAX_LENGTH),
    password: operatorPasswordSchema,
    confirm_password: z.string().default(''),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: validationKey('passwordMismatch'),
    ...whenBothPasswordsGiven,
  });

/** `GET /api/console/v1/audit`. */
export const auditQuerySchema = paginationQuerySchema.extend({
  entity: z.string().trim().min(1).max(AUDIT_ENTITY_MAX_LENGTH).optional(),
  entity_id: z.string().trim().min(1).max(64).optional(),
});

/** Who did it: an operator, or null for the mall itself (start-up settings, the command line). */
export const auditActorSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable();

/** The buyer who changed their own document (an RFQ posted, a quotation accepted, goods received). */
export const auditBuyerSchema = z
  .object({ id: z.number().int(), email: z.string(), company_name: z.string() })
  .nullable();

export const auditEntrySchema = z.object({
  at: z.string(),
  operator: auditActorSchema,
  buyer: auditBuyerSchema,
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
