/** SPEC.md section 9: the posted-time label thresholds, in seconds. */
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** How long ago, in the unit the label uses, or null for "just now" (under a minute, or a clock ahead). */
export function postedAge(
  date: Date | string,
  now: Date | number,
): { unit: 'minute' | 'hour' | 'day' | 'month' | 'year'; count: number } | null {
  const seconds = Math.floor((toMs(now) - toMs(date)) / 1000);
  if (seconds < MINUTE) return null;
  if (seconds < HOUR) return { unit: 'minute', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hour', count: Math.floor(seconds / HOUR) };
  // Beyond a day the age still tells jobs apart (issue 24): days, then months, then years.
  if (seconds < MONTH) return { unit: 'day', count: Math.floor(seconds / DAY) };
  if (seconds < YEAR) return { unit: 'month', count: Math.floor(seconds / MONTH) };
  return { unit: 'year', count: Math.floor(seconds / YEAR) };
}

/**
 * The posted-time label of SPEC.md section 4, in English: 'just now' under a minute, then whole
 * minutes, then whole hours, then whole days, months (30 days) and years. A date in the future
 * (a clock a little ahead) counts as just now. Screens say it in their language (usePostedLabel).
 */
export function postedTimeLabel(date: Date | string, now: Date | number): string {
  const age = postedAge(date, now);
  if (!age) return 'just now';
  return `Posted ${age.count} ${age.unit}${age.count === 1 ? '' : 's'} ago`;
}

function toMs(value: Date | string | number): number {
  return typeof value === 'number' ? value : new Date(value).getTime();
}
