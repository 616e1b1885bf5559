const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayThisYear = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const dayOtherYear = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** A compact time for lists and chat: "3:05 PM" today, "Nov 21" this year, else "Nov 21, 2025". */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return time.format(date);
  return (date.getFullYear() === now.getFullYear() ? dayThisYear : dayOtherYear).format(date);
}

/** Day and time in full, for a title attribute. */
export const fullTime = (iso: string) => new Date(iso).toLocaleString();
