import dayjs, { type Dayjs } from 'dayjs';

/** How the API writes a day, and how the desk's range picker shows it. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * antd's range picker value for a span of days as the API writes them (YYYY-MM-DD), either end
 * open; none when neither is given. Here so that the desktop site needs no dayjs of its own.
 */
export function dayRangeValue(from: string | undefined, to: string | undefined): [Dayjs | null, Dayjs | null] | null {
  if (!from && !to) return null;
  return [from ? dayjs(from) : null, to ? dayjs(to) : null];
}
