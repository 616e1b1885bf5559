import { describe, expect, it } from 'vitest';
import { errorMatcher, icuParts, matchError } from '@shared/i18n/error-patterns';
import { LOCALES } from '@shared/i18n/locales';
import { formatMoney } from '@shared/money';
import { describeOutcome } from '../../server/modules/disputes/rules';
import { readCatalog, translate } from '../../server/platform/i18n';

// The order timeline's stored English messages (issue 33): rows keep what was written; the
// screen (Timeline, useStoredWords) finds each among the `orders.stored.*` texts, as refusals are
// found, and words it in the page's language, amounts in its money format.
const matcher = errorMatcher(
  Object.entries(readCatalog('en')).map(([key, text]) => [key, icuParts(text)] as const),
  'orders.stored.',
);
const inLanguage = (locale: (typeof LOCALES)[number], english: string) => {
  const found = matchError(matcher, english, locale);
  return found ? translate(locale, found.key, found.values) : english;
};

const order = { cents: 5000, of: "the order's price", on: '' };
const milestone = { cents: 5000, of: "the milestone's amount", on: ' for milestone 2, Launch' };
const stored = [
  `${formatMoney(2500, 'minor')} refunded`,
  'Completed automatically 3 days after the delivery',
  '1 more day: need the fonts',
  '4 more days: waiting on the copy',
  'Unanswered for 2 days',
  'Back to delivered',
  `Settled by agreement: ${describeOutcome('partial', 2000, order)}`,
  `Settled by agreement: ${describeOutcome('refund', 5000, milestone)}`,
  `Decided by Workify: ${describeOutcome('release', 0, milestone)}. Reason: The work was delivered.`,
  `Decided by Workify: ${describeOutcome('partial', 1000, milestone)}. Reason: Half done`,
  `Milestone 2: Launch (${formatMoney(125000, 'minor')} refunded)`,
  `Milestone 1: Design (${formatMoney(125000, 'minor')})`,
  'Milestone 3: QA (approved automatically)',
];

describe('the order timeline’s stored messages in every language', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s words each of them', (locale) => {
    expect(stored.filter((m) => inLanguage(locale, m) === m)).toEqual([]);
  });

  it('writes amounts in the language and carries titles and reasons as they are', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(inLanguage('es', stored[0]!))).toBe('25 US$ reembolsados');
    expect(plain(inLanguage('es', stored[9]!))).toBe(
      'Decidido por Workify: un reembolso parcial de 10 US$ al comprador y 40 US$ liberados al vendedor por la etapa 2, Launch. Motivo: Half done',
    );
    expect(inLanguage('ar', stored[5]!)).toBe('العودة إلى: تم التسليم');
    expect(inLanguage('fr', stored[12]!)).toBe('Jalon 3 : QA (approuvé automatiquement)');
  });
});
