import type { HistoryFilter } from '@mall/client/history/get-history';
import { dayInputSchema, HISTORY_DOCUMENT_TYPES, PAGES } from '@mall/contract';

/** The span of days the History page shows, as its two date fields hold it ('' or missing: open). */
export type DaySpan = Pick<HistoryFilter, 'from' | 'to'>;

const day = (text: string | undefined) => (dayInputSchema.safeParse(text).success ? text : undefined);

/** An end before the start: the server refuses it, so the page says so under the field instead of asking. */
export function isReversed({ from, to }: DaySpan): boolean {
  return Boolean(from && to && to < from);
}

/** The filter the page's URL names (`type`, `from`, `to`); an unknown type, a malformed day or a reversed span is left out. */
export function filterFromQuery(query: Record<string, string>): HistoryFilter {
  const type = HISTORY_DOCUMENT_TYPES.find((known) => known === query.type);
  const from = day(query.from);
  const to = day(query.to);
  return isReversed({ from, to }) ? { type, from } : { type, from, to };
}

/** The History page showing `filter`: kept in the URL, so coming back from a document finds the same list. */
export function historyUrl(filter: HistoryFilter): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${PAGES.history.route}?${text}` : PAGES.history.route;
}

export function isFiltered(filter: HistoryFilter): boolean {
  return Boolean(filter.type || filter.from || filter.to);
}
