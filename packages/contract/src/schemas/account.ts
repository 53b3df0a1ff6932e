import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  POSITION_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
} from '../constants.js';
import { validationKey } from '../validation.js';

/** Emails are compared and stored trimmed and in lower case. */
export const emailSchema = z
  .string({ error: validationKey('email') })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: validationKey('email') }).max(EMAIL_MAX_LENGTH, { error: validationKey('email') }));

const PASSWORD_PATTERN = new RegExp(
  `^(?=.*\\d)(?=.*[A-Za-z])[\\x21-\\x7e]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);
/** 6-18 printable characters without spaces, with at least one digit and one letter. */
export const passwordSchema = z.string({ error: validationKey('password') }).regex(PASSWORD_PATTERN, {
  error: validationKey('password'),
});

export const companyNameSchema = z
  .string({ error: validationKey('companyName') })
  .trim()
  .min(COMPANY_NAME_MIN_LENGTH, { error: validationKey('companyName') })
  .max(COMPANY_NAME_MAX_LENGTH, { error: validationKey('companyName') });

const optionalText = (max: number, key: Parameters<typeof validationKey>[0]) =>
  z
    .string()
    .trim()
    .max(max, { error: validationKey(key) })
    .default('');

export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, { error: validationKey('phone') })
  .regex(/^$|^\+?[\d\s()-]{5,}$/, { error: validationKey('phone') })
  .default('');

export const websiteSchema = z
  .string()
  .trim()
  .max(WEBSITE_MAX_LENGTH, { error: validationKey('website') })
  .regex(/^$|^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i, { error: validationKey('website') })
  .default('');

/**
 * The password confirmation is checked even while other fields are invalid (zod skips an object's
 * refinements otherwise), so that a form shows "Inconsistent password" as the user types.
 */
const whenBothPasswordsGiven = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value?.confirm_password === 'string';
  },
};

/** `POST /api/buyer/v1/h5/customer/register`. An empty `email_code` is answered with 60112, not 400. */
export const registerBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirm_password: z.string().default(''),
    company_name: companyNameSchema,
    phone: phoneSchema,
    country: z
      .string({ error: validationKey('country') })
      .trim()
      .min(1, { error: validationKey('country') })
      .max(60),
    city: z
      .string({ error: validationKey('city') })
      .trim()
      .min(1, { error: validationKey('city') })
      .max(CITY_MAX_LENGTH, { error: validationKey('tooLong') }),
    position: optionalText(POSITION_MAX_LENGTH, 'position'),
    contact_name: z
      .string({ error: validationKey('contactName') })
      .trim()
      .min(1, { error: validationKey('contactName') })
      .max(CONTACT_NAME_MAX_LENGTH, { error: validationKey('contactName') }),
    company_website: websiteSchema,
    email_code: z.string().trim().default(''),
    agree: z.literal('1', { error: validationKey('agree') }),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: validationKey('passwordMismatch'),
    ...whenBothPasswordsGiven,
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Registration leaves the account pending review; the buyer logs in again. */
export const registerResultSchema = z.object({ status: z.literal('pending') });

/** `POST /send_captcha/signup`. */
export const sendSignupCodeBodySchema = z.object({ email: emailSchema });
export const sendSignupCodeResultSchema = z.object({ resend_after_seconds: z.number().int().nonnegative() });

/** `POST /api/purchase/v1/h5/customer/login`. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { error: validationKey('password') })
    .max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** What a wrong password answers besides code 60115, for the warning of SPEC section 8. */
export const wrongPasswordDataSchema = z.object({ wrong_attempts: z.number().int(), max_attempts: z.number().int() });

/** The sites a reset link can open: the storefront's reset page, or the desktop site's. */
export const RESET_LINK_SITES = ['h5', 'desktop'] as const;
export type ResetLinkSite = (typeof RESET_LINK_SITES)[number];

/**
 * `GET /web/forget/password?email=`; `site=desktop` when asked at a desk, so the mailed link opens
 * the desktop's reset page (a phone opening it is sent on to its own).
 */
export const forgotPasswordQuerySchema = z.object({ email: emailSchema, site: z.enum(RESET_LINK_SITES).default('h5') });

export const resetPasswordBodySchema = z
  .object({ token: z.string().min(1).max(200), password: passwordSchema, confirm_password: z.string().default('') })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: validationKey('passwordMismatch'),
    ...whenBothPasswordsGiven,
  });

export const EDIT_TYPES = ['profile', 'password', 'email'] as const;
export const editTypeSchema = z.enum(EDIT_TYPES);

/** `POST /api/buyer/v1/h5/customer/edit`: profile fields, a password change, or a new login email. */
export const editProfileBodySchema = z.object({
  edit_type: z.literal('profile'),
  company_name: companyNameSchema,
  phone: phoneSchema,
  country: z
    .string()
    .trim()
    .min(1, { error: validationKey('country') })
    .max(60),
  city: z
    .string()
    .trim()
    .min(1, { error: validationKey('city') })
    .max(CITY_MAX_LENGTH, { error: validationKey('tooLong') }),
  position: optionalText(POSITION_MAX_LENGTH, 'position'),
  contact_name: z
    .string()
    .trim()
    .min(1, { error: validationKey('contactName') })
    .max(CONTACT_NAME_MAX_LENGTH, { error: validationKey('contactName') }),
  company_website: websiteSchema,
});
export const editPasswordBodySchema = z
  .object({
    edit_type: z.literal('password'),
    old_password: z.string().min(1).max(200),
    password: passwordSchema,
    confirm_password: z.string().default(''),
  })
  .refine((body) => body.password === body.confirm_password, {
    path: ['confirm_password'],
    error: validationKey('passwordMismatch'),
    ...whenBothPasswordsGiven,
  });
export const editEmailBodySchema = z.object({
  edit_type: z.literal('email'),
  email: emailSchema,
  email_code: z.string().trim().default(''),
  password: z.string().min(1).max(200),
});

/**
 * The edit call takes one of three bodies by `edit_type`. A missing `edit_type` is answered with
 * 60114 by the service, so the route accepts any object and the service picks the schema.
 */
export const accountEditBodySchema = z.record(z.string(), z.unknown());
export const accountEditSchemas = {
  profile: editProfileBodySchema,
  password: editPasswordBodySchema,
  email: editEmailBodySchema,
} as const;

export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);

/** The signed-in buyer as `GET /api/user/info` and the account page see it. */
export const accountSchema = z.object({
  login: z.literal(1),
  id: z.number().int(),
  email: z.string(),
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  country: z.string(),
  city: z.string(),
  position: z.string(),
  company_website: z.string(),
  status: accountStatusSchema,
  /** Membership end date (YYYY-MM-DD) for a member or an expired one; null while pending. */
  member_until: z.string().nullable(),
  renewal_requested: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** `GET /api/user/info`: `login: 1` with the buyer for a session, otherwise the logged-out record. */
export const loggedOutUserSchema = z.object({ login: z.literal(0) });
export const userInfoSchema = z.union([loggedOutUserSchema, accountSchema]);
export type UserInfo = z.infer<typeof userInfoSchema>;
export const LOGGED_OUT_USER: UserInfo = { login: 0 };

/** `GET /api/supplier/v1/get/unit?type=country`. */
export const countryQuerySchema = z.object({ type: z.literal('country') });
export const countryListSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string() })),
});
