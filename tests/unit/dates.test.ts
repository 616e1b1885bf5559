import { describe, expect, it } from 'vitest';
import { formatDate, shortTime } from '../../web/src/lib/dates';

// Issue 33: a delivery due at 20:30 UTC on Nov 29 is due on the 30th in Kolkata, the 29th in Los Angeles.
const due = '2026-11-29T20:30:00.000Z';

describe('formatDate in a zone', () => {
  it('writes the day and hour of the zone, naming the zone when it is not the browser’s', () => {
    expect(formatDate(due, 'date', 'en', 'Asia/Kolkata')).toBe('Nov 30, 2026');
    expect(formatDate(due, 'date', 'en', 'America/Los_Angeles')).toBe('Nov 29, 2026');
    expect(formatDate(due, 'dateTime', 'en', 'Asia/Kolkata', true)).toBe('Nov 30, 2026, 2:00 AM GMT+5:30');
    expect(formatDate(due, 'dateTime', 'en', 'America/Los_Angeles', true)).toBe('Nov 29, 2026, 12:30 PM PST');
    expect(formatDate(due, 'dateTime', 'es', 'America/Los_Angeles', false)).toBe('29 nov 2026, 12:30');
  });

  it('names no zone on a date alone, and none for the browser’s own zone', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate(due, 'dateTime', 'en', own)).not.toMatch(/GMT|UTC|[A-Z]{3}$/);
    expect(formatDate(due, 'date', 'en', 'Asia/Kolkata')).not.toMatch(/GMT/);
  });
});

describe('shortTime in a zone', () => {
  it('says today by the zone’s own day: 23:50 UTC is already tomorrow in Kolkata', () => {
    const at = '2026-11-29T23:30:00.000Z';
    const now = new Date('2026-11-29T23:50:00.000Z');
    expect(shortTime(at, now, 'en', 'UTC', false)).toBe('11:30 PM');
    expect(shortTime(at, now, 'en', 'Asia/Kolkata', true)).toBe('5:00 AM GMT+5:30');
    expect(shortTime('2026-11-29T17:00:00.000Z', now, 'en', 'Asia/Kolkata')).toBe('Nov 29');
    expect(shortTime('2025-11-29T17:00:00.000Z', now, 'en', 'UTC')).toBe('Nov 29, 2025');
  });
});
