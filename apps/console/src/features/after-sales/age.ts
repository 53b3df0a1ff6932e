import type { TFunction } from 'i18next';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a case has been open: "just now", "5 hours", "3 days". */
export function ageText(t: TFunction, createdAt: string, now = Date.now()): string {
  const open = Math.max(0, now - Date.parse(createdAt));
  if (open < HOUR) return t('console.afterSales.age.justNow');
  if (open < DAY) return t('console.afterSales.age.hours', { count: Math.floor(open / HOUR) });
  return t('console.afterSales.age.days', { count: Math.floor(open / DAY) });
}
