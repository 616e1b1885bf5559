/** SPEC.md section 9: the posted-time label thresholds, in seconds. */
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The posted-time label of SPEC.md section 4: 'just now' under a minute, then whole
 * minutes, then whole hours, then whole days, months (30 days) and years. A date in the future
 * (a clock a little ahead) counts as just now.
 */
export function postedTimeLabel(date: Date | string, now: Date | number): string {
  const seconds = Math.floor((toMs(now) - toMs(date)) / 1000);
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return `Posted ${plural(Math.floor(seconds / MINUTE), 'minute')} ago`;
  if (seconds < DAY) return `Posted ${plural(Math.floor(seconds / HOUR), 'hour')} ago`;
  // Beyond a day the age still tells jobs apart (issue 24): days, then months, then years.
  if (seconds < MONTH) return `Posted ${plural(Math.floor(seconds / DAY), 'day')} ago`;
  if (seconds < YEAR) return `Posted ${plural(Math.floor(seconds / MONTH), 'month')} ago`;
  return `Posted ${plural(Math.floor(seconds / YEAR), 'year')} ago`;
}

function toMs(value: Date | string | number): number {
  return typeof value === 'number' ? value : new Date(value).getTime();
}
