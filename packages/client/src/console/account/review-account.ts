import { type AccountStatus, ErrorCode, type ReviewDecision, type ReviewedAccount } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import type { ConsoleApiPath } from '../../lib/console-api-path';

const REVIEW_PATH: ConsoleApiPath<'accountReview'> = '/api/console/v1/accounts/review';

/** Another reviewer decided first, or the account moved on: the page says so and reloads. */
export const REVIEW_HANDLED_CODES = [ErrorCode.ACCOUNT_REVIEW_CONFLICT] as const;

export interface AccountReviewInput {
  id: number;
  decision: ReviewDecision;
  /** YYYY-MM-DD (approve); absent: one year from today. */
  member_until?: string;
  /** Required to reject; mailed to the buyer. */
  reason?: string;
  /** The state shown to the reviewer: the decision is refused if another reviewer moved the account on. */
  seen_status: AccountStatus;
}

export function reviewAccount(body: AccountReviewInput): Promise<ReviewedAccount> {
  return request<ReviewedAccount>(REVIEW_PATH, {
    method: 'POST',
    body: { ...body },
    hideLoading: true,
    handledCodes: REVIEW_HANDLED_CODES,
  });
}

/** A decision; lists and the account's detail are read again whatever the outcome (a conflict too). */
export function useReviewAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'accounts'] }),
  });
}
