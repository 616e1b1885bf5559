import { inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, matchLocale, type Locale } from '@shared/i18n/locales';
import { formatMoney } from '@shared/money';
import { mailTime } from '@shared/time-zones';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { translate } from './i18n';

/**
 * What happened, as data (issue 33): a catalog key and its values, written only once its reader
 * is known, in the reader's language and time zone (`mails.*` keys). A step says what it did
 * without knowing who reads it: a Spanish buyer and a French seller of one order each read
 * their own language.
 */
export interface Said {
  key: string;
  values?: Record<string, Value>;
}

/** A value in a message: text and counts as they are, amounts and moments in the reader's ways, a nested message. */
export type Value = string | number | null | Date | Money | Day | Said;
interface Money {
  cents: number;
}
/** A day without its time of day: "December 4, 2026" in the reader's zone (UTC when none). */
interface Day {
  day: Date;
}

/** The person a message is written for: their saved language (English when none) and zone (UTC when none). */
export interface Reader {
  locale: string | null;
  timeZone: string | null;
}

export const said = (key: string, values?: Record<string, Value>): Said => ({ key, values });
export const money = (cents: number): Money => ({ cents });
export const day = (when: Date): Day => ({ day: when });

export const localeOfReader = (reader: Reader): Locale => matchLocale(reader.locale) ?? DEFAULT_LOCALE;

/** The tag Intl writes numbers and dates with: English mails keep "en-US" ("$1,250", "November 27"). */
const intlTag = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'en-US' : locale);

function valueFor(value: Value, reader: Reader, locale: Locale): string | number {
  if (value === null) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value instanceof Date) return mailTime(value, reader.timeZone, intlTag(locale));
  if ('cents' in value) return formatMoney(value.cents, 'minor', intlTag(locale));
  if ('day' in value)
    return value.day.toLocaleDateString(intlTag(locale), { dateStyle: 'long', timeZone: reader.timeZone ?? 'UTC' });
  return write(reader, value);
}

/** A message in its reader's language, amounts in its money format, moments in the reader's zone, named. */
export function write(reader: Reader, message: Said): string {
  const locale = localeOfReader(reader);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) values[name] = valueFor(value, reader, locale);
  return translate(locale, message.key, values);
}

/** Writes `mails.<prefix>.<key>` for one reader: the mail composers' shorthand. */
export const writer =
  (reader: Reader, prefix: string) =>
  (key: string, values?: Record<string, Value>): string =>
    write(reader, said(`mails.${prefix}.${key}`, values));

export interface Recipient extends Reader {
  id: string;
  email: string;
  fullName: string;
  mailOptOut: string[];
}

/** The people mails and bells are written for, by id: address, name, language, zone, switched-off kinds. */
export async function recipients(db: Db, ids: (string | null)[]): Promise<Map<string, Recipient>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      locale: users.locale,
      timeZone: users.timeZone,
      mailOptOut: users.mailOptOut,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r as Recipient]));
}

/**
 * A bell's text for one person, written when it rings (bells are stored as text): in their saved
 * language, English when none or when the account is gone.
 */
export async function writeFor(db: Db, userId: string, message: Said): Promise<string> {
  const reader = (await recipients(db, [userId])).get(userId) ?? { locale: null, timeZone: null };
  return write(reader, message);
}
