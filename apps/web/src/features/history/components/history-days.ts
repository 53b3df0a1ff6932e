import { dateTimeFormat } from '@mall/client/lib/intl-format';
import type { Locale } from '@mall/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** The reader's calendar day of a moment (YYYY-MM-DD): the days the list is grouped by are those its times are shown in. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Entries in runs of one day each, keeping their order (newest first). */
export function groupByDay<T extends { at: string }>(entries: T[]): { day: string; entries: T[] }[] {
  const days: { day: string; entries: T[] }[] = [];
  for (const entry of entries) {
    const day = localDay(entry.at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/** The time of day of a moment, to the minute, in the reader's time zone and language (its day is the group's heading). */
export function formatTime(iso: string, locale: Locale): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
