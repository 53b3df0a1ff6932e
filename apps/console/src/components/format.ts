import dayjs from 'dayjs';

/** A moment as the operator reads it, in their own time zone: 2026-11-23 14:05. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}

/** A calendar date (YYYY-MM-DD) as it is stored. */
export function formatDate(date: string | null | undefined): string {
  return date ? date.slice(0, 10) : '—';
}
