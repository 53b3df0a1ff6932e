import type { TFunction } from 'i18next';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a request has waited: "just now", "5 hours", "2 days". */
export function ageText(t: TFunction, createdAt: string, now = Date.now()): string {
  const waited = Math.max(0, now - Date.parse(createdAt));
  if (waited < HOUR) return t('consoleQuoting.age.justNow');
  if (waited < DAY) return t('consoleQuoting.age.hours', { count: Math.floor(waited / HOUR) });
  const days = Math.floor(waited / DAY);
  return days === 1 ? t('consoleQuoting.age.oneDay') : t('consoleQuoting.age.days', { count: days });
}
