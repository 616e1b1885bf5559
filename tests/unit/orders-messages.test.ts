import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33: the order page's sentences built from several facts (revisions left, the
 * auto-complete date, time left) read as they did in English, word for word, and by each
 * language's plural rules elsewhere.
 */
const catalog = (locale: string) =>
  JSON.parse(readFileSync(`shared/i18n/messages/${locale}/orders.json`, 'utf8')) as Record<string, string>;
const say = (locale: string, key: string, values: Record<string, unknown>) => {
  const i18n = setupI18n({ locale, messages: { [locale]: { m: compileMessageOrThrow(catalog(locale)[key]!) } } });
  return i18n._('m', values);
};

describe('the order page’s sentences', () => {
  it('reads the delivered order’s next step as SPEC writes it in English', () => {
    const at = 'Nov 30, 2026, 2:00 PM';
    expect(say('en', 'orders.next.deliveredBuyer', { canRevise: 'yes', left: 1, hasAt: 'yes', at })).toBe(
      `Check the delivery: accept it, or ask for a revision (1 revision left). If you do nothing, it completes by itself on ${at}.`,
    );
    expect(say('en', 'orders.next.deliveredBuyer', { canRevise: 'no', left: 0, hasAt: 'no', at: '' })).toBe(
      'Check the delivery: accept it, no revisions are left. If you do nothing, it completes by itself.',
    );
    expect(say('en', 'orders.revision.request', { left: 2 })).toBe('Request revision (2 left)');
    expect(say('en', 'orders.change.askedExtension', { who: 'you', days: 1 })).toBe(
      'You asked for 1 more day to deliver.',
    );
    expect(say('en', 'orders.change.askedCancel', { who: 'seller', days: 0 })).toBe(
      'The seller asks to cancel the order (a full refund to the buyer).',
    );
  });

  it('counts the time left by each language’s plural forms', () => {
    expect(say('en', 'orders.left.daysHours', { days: 2, hours: 1 })).toBe('2 days 1 hour');
    expect(say('es', 'orders.left.daysHours', { days: 1, hours: 5 })).toBe('1 día 5 horas');
    expect([1, 2, 3, 11].map((days) => say('ar', 'orders.left.days', { days }))).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '11 يومًا',
    ]);
    expect(say('fr', 'orders.left.minutes', { minutes: 1 })).toBe('une minute');
  });
});
