import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, type RegisterBody, registerBodySchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { useSchemaForm } from '../lib/schema-form';
import { codeGiven } from './verify-code';

const REGISTER_PATH: ApiPath<'register'> = '/api/buyer/v1/h5/customer/register';

/** Codes the registration page shows under the field they concern. */
export const REGISTER_FIELD_CODES = {
  [ErrorCode.EMAIL_EXISTS]: 'email',
  [ErrorCode.USERNAME_EXISTS]: 'email',
  [ErrorCode.VERIFY_CODE_EMPTY]: 'email_code',
  [ErrorCode.VERIFY_CODE_INCORRECT]: 'email_code',
  [ErrorCode.VERIFY_CODE_EXPIRED]: 'email_code',
} as const satisfies Partial<Record<number, keyof RegisterBody>>;

export function register(body: RegisterBody): Promise<{ status: 'pending' }> {
  return request(REGISTER_PATH, {
    method: 'POST',
    body: { ...body },
    handledCodes: Object.keys(REGISTER_FIELD_CODES).map(Number),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

export type RegisterField = keyof RegisterBody;

const EMPTY_REGISTRATION: Record<RegisterField, string> = {
  email: '',
  password: '',
  confirm_password: '',
  company_name: '',
  phone: '',
  country: '',
  city: '',
  position: '',
  contact_name: '',
  company_website: '',
  email_code: '',
  agree: '',
};

function isFieldCode(code: number | undefined): code is keyof typeof REGISTER_FIELD_CODES {
  return code !== undefined && code in REGISTER_FIELD_CODES;
}

/** What a registration attempt came to: the form shows the reasons of the other two itself. */
export type RegisterOutcome = { kind: 'registered'; email: string } | { kind: 'invalid' } | { kind: 'refused' };

/**
 * The registration form of every site: the contract's schema checks each field as the buyer types;
 * on submit the blank code too, then the call, whose field codes go under their fields.
 */
export function useRegisterForm(initial: Partial<Record<RegisterField, string>> = {}) {
  const { t } = useTranslation();
  const form = useSchemaForm(registerBodySchema, { ...EMPTY_REGISTRATION, ...initial });
  const registration = useRegister();

  const submit = async (): Promise<RegisterOutcome> => {
    const body = form.submit();
    const withCode = codeGiven(form, t);
    if (!body || !withCode) return { kind: 'invalid' };
    try {
      await registration.mutateAsync(body);
      return { kind: 'registered', email: body.email };
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'result' && isFieldCode(error.code)) {
        form.setServerError(REGISTER_FIELD_CODES[error.code], t(`errors.${error.code}`));
      }
      return { kind: 'refused' };
    }
  };

  return { form, submit, busy: registration.isPending };
}
