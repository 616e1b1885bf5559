import { afterEach, describe, expect, it } from 'vitest';
import {
  currencyExponent,
  DEFAULT_CURRENCY,
  formatMoney,
  fromMinorUnits,
  isMarketplaceCurrencyCode,
  marketplaceCurrency,
  setMarketplaceCurrency,
  toMinorUnits,
} from '@shared/money';

afterEach(() => setMarketplaceCurrency(DEFAULT_CURRENCY));

describe('the money helpers (issue 33)', () => {
  it('know each currency’s minor units: USD and EUR 2, JPY 0, KWD 3', () => {
    expect(['USD', 'EUR', 'JPY', 'KWD'].map((c) => currencyExponent(c))).toEqual([2, 2, 0, 3]);
    expect([
      toMinorUnits(19.99, 'USD'),
      toMinorUnits(19.99, 'EUR'),
      toMinorUnits(5000, 'JPY'),
      toMinorUnits(1.25, 'KWD'),
    ]).toEqual([1999, 1999, 5000, 1250]);
    expect([fromMinorUnits(1250, 'EUR'), fromMinorUnits(5000, 'JPY'), fromMinorUnits(1250, 'KWD')]).toEqual([
      12.5, 5000, 1.25,
    ]);
  });

  it('read the marketplace currency, USD unless set; take only codes Intl knows as money', () => {
    expect(marketplaceCurrency()).toBe('USD');
    expect(toMinorUnits(30)).toBe(3000);
    setMarketplaceCurrency('JPY');
    expect([marketplaceCurrency(), toMinorUnits(5000), formatMoney(5000)]).toEqual(['JPY', 5000, '¥5,000']);
    expect(() => setMarketplaceCurrency('ABC')).toThrow('Unknown currency: ABC');
    expect(['EUR', 'XOF', 'ABC', 'XXX', 'eur'].map(isMarketplaceCurrencyCode)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('format English USD exactly as before', () => {
    expect([formatMoney(30), formatMoney(1250), formatMoney(1250, 'minor'), formatMoney(125000, 'minor')]).toEqual([
      '$30',
      '$1,250',
      '$12.50',
      '$1,250',
    ]);
  });

  it('format EUR, JPY and KWD in English, French and Arabic', () => {
    expect(formatMoney(1250, 'units', 'en', 'EUR')).toBe('€1,250');
    expect(formatMoney(1250, 'minor', 'en', 'EUR')).toBe('€12.50');
    expect(formatMoney(1250, 'units', 'fr', 'EUR')).toBe('1\u202f250\u00a0€');
    expect(formatMoney(1250, 'minor', 'fr', 'EUR')).toBe('12,50\u00a0€');
    expect(formatMoney(5000, 'minor', 'en', 'JPY')).toBe('¥5,000');
    expect(formatMoney(5000, 'minor', 'fr', 'JPY')).toBe('5\u202f000\u00a0JPY');
    expect(formatMoney(1250, 'minor', 'en', 'KWD')).toBe('KWD\u00a01.250');
    expect(formatMoney(1250, 'minor', 'ar', 'EUR')).toBe('\u200f12.50\u00a0€');
    expect(formatMoney(1250, 'units', 'ar', 'USD')).toBe('\u200f1,250\u00a0US$\u200e');
  });
});
