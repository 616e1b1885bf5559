import { describe, expect, it } from 'vitest';
import { dirOf, fromAcceptLanguage, matchLocale, negotiateLocale } from '@shared/i18n/locales';

describe('negotiateLocale: ?lang=, then the saved locale, the lang cookie, Accept-Language, English', () => {
  const all = { query: 'es', saved: 'fr', cookie: 'pt-BR', acceptLanguage: 'ar' };

  it('takes each signal before the ones after it', () => {
    expect(negotiateLocale(all)).toBe('es');
    expect(negotiateLocale({ ...all, query: null })).toBe('fr');
    expect(negotiateLocale({ ...all, query: null, saved: null })).toBe('pt-BR');
    expect(negotiateLocale({ ...all, query: null, saved: null, cookie: undefined })).toBe('ar');
    expect(negotiateLocale({})).toBe('en');
  });

  it('passes over a value that names no shipped language, to the next signal', () => {
    expect(negotiateLocale({ ...all, query: 'klingon' })).toBe('fr');
    expect(negotiateLocale({ query: 'xx', saved: '', cookie: '<script>', acceptLanguage: 'de-DE, ja' })).toBe('en');
  });

  it('reads Accept-Language by quality, then by order, and matches regional tags to a shipped language', () => {
    expect(fromAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,ar;q=0.9')).toBe('ar');
    expect(fromAcceptLanguage('es-MX, en;q=0.5')).toBe('es');
    expect(fromAcceptLanguage('pt-PT;q=1, en;q=0.1')).toBe('pt-BR');
    expect(fromAcceptLanguage('fr;q=0, en;q=0.2')).toBe('en');
    expect(fromAcceptLanguage('*')).toBeNull();
    expect(matchLocale('PT_br')).toBe('pt-BR');
    expect(matchLocale('ar-EG')).toBe('ar');
  });

  it('writes Arabic right to left', () => {
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('es')).toBe('ltr');
  });
});
