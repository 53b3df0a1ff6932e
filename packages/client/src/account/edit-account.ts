import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, type EDIT_TYPES, ErrorCode } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Params, request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import type { SchemaForm } from '../lib/schema-form';
import { storeAccount } from './get-user-info';

const ACCOUNT_EDIT_PATH: ApiPath<'accountEdit'> = '/api/buyer/v1/h5/customer/edit';

export type EditType = (typeof EDIT_TYPES)[number];

/** Codes an edit form shows under its fields. */
export const EDIT_HANDLED_CODES = [
  ErrorCode.USERNAME_EXISTS,
  ErrorCode.EMAIL_EXISTS,
  ErrorCode.PASSWORD_INCORRECT,
  ErrorCode.VERIFY_CODE_EMPTY,
  ErrorCode.VERIFY_CODE_INCORRECT,
  ErrorCode.VERIFY_CODE_EXPIRED,
] as const;

const EMAIL_FIELD_CODES: Partial<Record<number, string>> = {
  [ErrorCode.USERNAME_EXISTS]: 'email',
  [ErrorCode.EMAIL_EXISTS]: 'email',
  [ErrorCode.PASSWORD_INCORRECT]: 'password',
  [ErrorCode.VERIFY_CODE_EMPTY]: 'email_code',
  [ErrorCode.VERIFY_CODE_INCORRECT]: 'email_code',
  [ErrorCode.VERIFY_CODE_EXPIRED]: 'email_code',
};

/** Which field of each edit form a handled code belongs under (the password checked is the current one). */
const FIELD_OF_CODE: Record<EditType, Partial<Record<number, string>>> = {
  profile: {},
  password: { [ErrorCode.PASSWORD_INCORRECT]: 'old_password' },
  email: EMAIL_FIELD_CODES,
};

function editFieldOfCode(editType: EditType, code: number | undefined): string | undefined {
  return code === undefined ? undefined : FIELD_OF_CODE[editType][code];
}

/** One endpoint, three bodies by `edit_type` (profile, password, email); answers the updated account. */
export function editAccount(body: Params & { edit_type: EditType }): Promise<Account> {
  return request<Account>(ACCOUNT_EDIT_PATH, { method: 'POST', body, handledCodes: EDIT_HANDLED_CODES });
}

/** Stores the updated account in the client state and the query cache. */
export function useEditAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAccount,
    onSuccess: (account) => storeAccount(queryClient, account),
  });
}

/**
 * Sends one edit of a form; a code the form can place goes under its field (the API client has
 * told the buyer of the others). True when saved.
 */
export function useSubmitEdit<K extends string>(form: Pick<SchemaForm<K, unknown>, 'setServerError'>) {
  const { t } = useTranslation();
  const edit = useEditAccount();
  const run = async (body: Params & { edit_type: EditType }): Promise<boolean> => {
    try {
      await edit.mutateAsync(body);
      return true;
    } catch (error) {
      const field = error instanceof ApiError ? editFieldOfCode(body.edit_type, error.code) : undefined;
      if (field) form.setServerError(field as K, t(`errors.${(error as ApiError).code}`));
      return false;
    }
  };
  return { run, busy: edit.isPending };
}
