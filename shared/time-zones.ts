/**
 * Time zones (issue 33): IANA names, as the browser reports its own
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`) and a person picks on the account screen.
 */

/**
 * Zones renamed since the names ICU still lists (and a browser may still report): a person
 * looks for Kolkata, not Calcutta. Intl writes times in both names.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

/** A zone by its current name. */
export const currentZoneName = (name: string) => RENAMED[name] ?? name;

/** Every zone this runtime knows, by current names, sorted, with UTC first. */
export const timeZoneNames = (): string[] => [
  'UTC',
  ...[...new Set((Intl.supportedValuesOf?.('timeZone') ?? []).map(currentZoneName))].filter((z) => z !== 'UTC').sort(),
];

/** Whether Intl can write times in `name`: IANA names and their aliases ("Asia/Calcutta"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A moment as a mail states it, in the recipient's zone, naming the zone: "November 27, 2026 at
 * 9:30 PM GMT+5:30". No zone saved: UTC, named too.
 */
export const mailTime = (when: Date, timeZone: string | null, locale = 'en-US'): string =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  }).format(when) + ` (${zoneLabel(when, timeZone ?? 'UTC', locale)})`;

/** "GMT+5:30", "PST", "UTC": the zone's short name at that moment. */
export function zoneLabel(when: Date, timeZone: string, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(when)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
