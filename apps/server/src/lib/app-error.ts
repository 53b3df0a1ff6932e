import { ErrorCode, type ValidationKey, validationKey } from '@mall/contract';
import type { FieldIssue } from './validation-message.js';

/** HTTP status of a business failure: 200 (the envelope carries the code) except for these faults. */
const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  [ErrorCode.RATE_LIMITED]: 429,
  [ErrorCode.UNAVAILABLE]: 503,
};

/**
 * A failure by result code; the error handler answers it with the code's text in the caller's
 * language (ERROR_MESSAGES) and `data` beside it. Services throw these and never word a message.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly httpStatus: number;

  constructor(
    readonly code: ErrorCode,
    readonly data?: unknown,
    /** For RATE_LIMITED: when to try again (sent as the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`result code ${code}`);
    this.httpStatus = HTTP_STATUS[code] ?? 200;
  }
}

/** HTTP 429 with the envelope RATE_LIMITED and a Retry-After of the window's remaining time. */
export function rateLimited(retryAfterMs: number): AppError {
  return new AppError(ErrorCode.RATE_LIMITED, undefined, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** A validation failure found by a service (status 400), worded per field by lib/validation-message.ts. */
export class FieldsError extends AppError {
  override name = 'FieldsError';
  constructor(readonly issues: FieldIssue[]) {
    super(ErrorCode.VALIDATION);
  }
}

/** A field refused for a reason the contract words (`validationKey`), in the caller's language. */
export function fieldError(field: string, key: ValidationKey): FieldsError {
  return new FieldsError([{ field, code: 'invalid_value', params: {}, message: validationKey(key), missing: false }]);
}

interface ZodLikeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/** zod issues of a `safeParse` on `input`, as the field issues the validation formatter words. */
export function fieldsErrorFromZod(issues: readonly ZodLikeIssue[], input: unknown): FieldsError {
  return new FieldsError(
    issues.map((issue) => {
      const path = issue.path.map(String);
      let value: unknown = input;
      for (const key of path)
        value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return {
        field: path.join('.') || 'body',
        code: issue.code,
        params: issue as unknown as Record<string, unknown>,
        message: issue.message,
        missing: path.length > 0 && value === undefined,
      };
    }),
  );
}
