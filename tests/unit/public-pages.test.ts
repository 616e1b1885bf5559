import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { disallowedPrefixes, pageFor, PRIVATE_PAGES, PUBLIC_PAGES } from '@shared/public-pages';

// The routes of web/src/routes.tsx, read as the build reads them (vite.config.ts).
const SCREEN_ROUTE = /\{\s*(?:path:\s*'([^']*)'|index:\s*true)\s*,\s*\.\.\.screen\(\(\)\s*=>\s*import\('([^']+)'\)\)/g;
const webRoutes = [...readFileSync(path.join(__dirname, '../../web/src/routes.tsx'), 'utf8').matchAll(SCREEN_ROUTE)]
  .map((m) => `/${m[1] ?? ''}`)
  .filter((p) => p !== '/*');

describe('public and private pages', () => {
  it('classify every route of the web app exactly once, and nothing else', () => {
    expect(webRoutes.length).toBeGreaterThan(40);
    expect([...PUBLIC_PAGES, ...PRIVATE_PAGES].sort()).toEqual([...webRoutes].sort());
  });

  it('tell a public page (with its parameters), a private page and an unknown path apart', () => {
    expect(pageFor('/gig/abc')).toEqual({ kind: 'public', page: '/gig/:id', params: { id: 'abc' } });
    expect(pageFor('/search/logo%20design')).toEqual({
      kind: 'public',
      page: '/search/:id',
      params: { id: 'logo design' },
    });
    expect(pageFor('/gigs/')).toMatchObject({ kind: 'public', page: '/gigs' });
    expect(pageFor('/admin/anything/deeper')).toEqual({ kind: 'private' });
    expect(pageFor('/orders/1/receipt')).toEqual({ kind: 'private' });
    expect(pageFor('/gig')).toEqual({ kind: 'unknown' });
    expect(pageFor('/gig/1/extra')).toEqual({ kind: 'unknown' });
  });

  it('disallow the API and the private pages in robots.txt, never a public page', () => {
    const prefixes = disallowedPrefixes();
    expect(prefixes).toEqual(
      expect.arrayContaining([
        '/api/',
        '/dashboard',
        '/mypost',
        '/apply/',
        '/admin',
        '/orders',
        '/message/',
        '/messages',
      ]),
    );
    for (const page of PUBLIC_PAGES) {
      const sample = page.replace(/:\w+/g, '123');
      expect(
        prefixes.filter((p) => sample.startsWith(p)),
        sample,
      ).toEqual([]);
    }
  });
});
