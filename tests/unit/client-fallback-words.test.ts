import { describe, expect, it } from 'vitest';
import { errorMatcher, icuParts, matchError } from '@shared/i18n/error-patterns';
import { readCatalog, translate } from '../../server/platform/i18n';
import { ApiError } from '../../web/src/api/client';
import { applyServerErrors } from '../../web/src/lib/form-errors';

// The web client's own words for a failure the server did not word (issue 33): an answer without a
// message (a proxy's 502 page) and a fault in the page. Each is the English of an errors.* text,
// so the screens (useTranslateError) show it in the page's language.
const matcher = errorMatcher(
  Object.entries(readCatalog('en')).map(([key, text]) => [key, icuParts(text)] as const),
  'errors.',
);
const inSpanish = (english: string) => {
  const found = matchError(matcher, english, 'es');
  return found ? translate('es', found.key, found.values) : english;
};

describe('the web client’s fallback words', () => {
  it('words an answer without a message in the page’s language, its status kept', () => {
    expect(inSpanish('Request failed (502)')).toBe('La solicitud falló (502)');
  });

  it('words a fault in the page, not its programmer’s message', () => {
    const left = applyServerErrors(new TypeError('x is undefined'), () => undefined, []);
    expect(left).toBe('Something went wrong on our side');
    expect(inSpanish(left!)).not.toBe(left);
  });

  it('keeps the server’s own message', () => {
    expect(applyServerErrors(new ApiError(409, 'This gig is paused'), () => undefined, [])).toBe('This gig is paused');
  });
});
