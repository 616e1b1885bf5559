import { describe, expect, it } from 'vitest';
import { loginFor, safeNext } from '@shared/safe-next';

const ORIGIN = 'https://workify.example';

describe('safeNext', () => {
  it.each([
    ['/gig/123', '/gig/123'],
    ['/pay/abc?x=1#top', '/pay/abc?x=1#top'],
    ['/post/9', '/post/9'],
    ['/a/../gig/1', '/gig/1'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeNext(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['gig/1'],
    ['/login'],
    ['/signup?next=/gig/1'],
    ['/resetpassword/token'],
    [`/${'a'.repeat(2001)}`],
  ])('refuses %j', (raw) => {
    expect(safeNext(raw, ORIGIN)).toBeNull();
  });

  it('builds the sign-in link that returns to a page', () => {
    expect(loginFor('/gig/1?x=2')).toBe('/login?next=%2Fgig%2F1%3Fx%3D2');
    expect(loginFor('/gig/1', 'signup')).toBe('/signup?next=%2Fgig%2F1');
    expect(safeNext(new URLSearchParams(loginFor('/gig/1?x=2').split('?')[1]).get('next'), ORIGIN)).toBe('/gig/1?x=2');
  });
});
