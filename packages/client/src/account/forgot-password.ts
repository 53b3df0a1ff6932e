import { ErrorCode } from '@mall/contract';
import { requestAnswer } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';

const FORGOT_PASSWORD_PATH: ApiPath<'forgotPassword'> = '/web/forget/password';

/** Mails a reset link; answers the server's success message ("Please login to your mailbox ..."). */
export async function forgotPassword(email: string): Promise<string> {
  const answer = await requestAnswer<null>(FORGOT_PASSWORD_PATH, {
    query: { email },
    handledCodes: [ErrorCode.ACCOUNT_NOT_FOUND],
  });
  return answer.message;
}
