// What a case shows, apart from how each app lays it out: the phone's case page and the desk's drawer say the same.
import type { AfterSalesDetail, AfterSalesMessage } from '@mall/contract';
import type { TFunction } from 'i18next';

/** The moments the case moved, in the order they happen. */
export const CASE_DATES = [
  ['created', 'created_at'],
  ['accepted', 'accepted_at'],
  ['rejected', 'rejected_at'],
  ['escalated', 'escalated_at'],
  ['resolved', 'resolved_at'],
  ['closed', 'closed_at'],
] as const satisfies readonly (readonly [string, keyof AfterSalesDetail])[];

export type CaseOutcomeKey = 'rejected' | 'refund' | 'replacement' | 'return';

/** What came of the case so far: why it was rejected, what is refunded or sent again, the goods asked back. */
export function caseOutcomes(
  item: AfterSalesDetail,
  t: TFunction,
  money: (amount: string) => string,
): { key: CaseOutcomeKey; text: string }[] {
  const outcomes: { key: CaseOutcomeKey; text: string }[] = [];
  if (item.reject_reason)
    outcomes.push({ key: 'rejected', text: t('afterSales.rejectReason', { reason: item.reject_reason }) });
  if (item.resolution === 'refund' && item.refund_amount)
    outcomes.push({ key: 'refund', text: t('afterSales.refund', { amount: money(item.refund_amount) }) });
  if (item.resolution === 'replacement') outcomes.push({ key: 'replacement', text: t('afterSales.replacement') });
  if (item.status === 'waiting_return') outcomes.push({ key: 'return', text: t('afterSales.returnRequested') });
  return outcomes;
}

/** A rejected or closed case takes no more messages. */
export const isOpenToTalk = (item: AfterSalesDetail) => item.status !== 'rejected' && item.status !== 'closed';

/** The thread oldest first, as a conversation reads; the server's order is not relied on. */
export const messagesInOrder = (item: AfterSalesDetail) =>
  [...item.messages].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

/** The buyer reads their own messages as theirs; the team's are signed. */
export const messageAuthor = (message: AfterSalesMessage, t: TFunction) =>
  message.author === 'buyer' ? t('afterSales.you') : message.author_name;
