import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DATA } from '@shared/route-data';
import { matchRoute, spaIndex, withBody, withHead, withLanguage, withPreloads } from '../../server/platform/spa-index';

// What the Vite build writes: index.html and, beside it, each route's own chunks.
const routes = [
  { path: '/', files: ['assets/LandingScreen-1.js'] },
  { path: '/gigs', files: ['assets/GigsScreen-2.js', 'assets/shared-ui-3.js'] },
  { path: '/gig/:id', files: ['assets/gig-detail-4.js', 'assets/gig-detail-5.css'] },
  { path: '/dashboard', files: ['assets/dashboard-6.js'] },
];
const web = mkdtempSync(path.join(tmpdir(), 'workify-spa-'));
let app: FastifyInstance;

beforeAll(async () => {
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>Workify</title></head><body></body></html>',
  );
  writeFileSync(path.join(web, 'route-preloads.json'), JSON.stringify(routes));
  app = Fastify();
  // The test's session cookie is the viewer's role itself.
  const send = spaIndex(path.join(web, 'index.html'), async (request) => {
    const role = /session=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
    return role === 'client' || role === 'freelancer' ? role : 'guest';
  });
  app.get('/*', (request, reply) => send(request, reply));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(web, { recursive: true, force: true });
});

describe('route patterns', () => {
  it('matches a URL path to its route, parameters included, and nothing else', () => {
    expect(matchRoute(routes, '/')?.path).toBe('/');
    expect(matchRoute(routes, '/gigs/')?.path).toBe('/gigs');
    expect(matchRoute(routes, '/gig/42')?.path).toBe('/gig/:id');
    expect(matchRoute(routes, '/gig')).toBeUndefined();
    expect(matchRoute(routes, '/gig/42/edit')).toBeUndefined();
    expect(matchRoute(routes, '/nope')).toBeUndefined();
    // Compared decoded, as the browser's router reads the path.
    expect(matchRoute(routes, '/g%69gs')?.path).toBe('/gigs');
    expect(matchRoute(routes, '/gig/4%2')?.path).toBe('/gig/:id');
  });
});

describe('index.html', () => {
  it("names the route's chunks as modulepreload links and its CSS as a stylesheet, before </head>", async () => {
    const gigs = (await app.inject({ url: '/gigs?sort=createdAt' })).body;
    expect(gigs).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/GigsScreen-2.js"><link rel="modulepreload" crossorigin href="/assets/shared-ui-3.js"></head>',
    );
    expect(gigs).not.toContain('LandingScreen');
    const gig = (await app.inject({ url: '/gig/abc' })).body;
    expect(gig).toContain('<link rel="stylesheet" crossorigin href="/assets/gig-detail-5.css">');
  });

  it("preloads the API answers of a route's default view, and only when the URL has no query string", async () => {
    const preload = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`;
    const plain = (await app.inject({ url: '/gigs' })).body;
    for (const url of ROUTE_DATA['/gigs']!.guest!) expect(plain).toContain(preload(url));
    const filtered = (await app.inject({ url: '/gigs?category=design' })).body;
    expect(filtered).not.toContain('as="fetch"');
    expect(filtered).toContain('GigsScreen-2.js');
  });

  it("preloads the freelancer's dashboard data for a freelancer only, in a private page that varies by cookie", async () => {
    const preload = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll('&', '&amp;')}">`;
    const freelancer = await app.inject({ url: '/dashboard', headers: { cookie: 'session=freelancer' } });
    for (const url of ROUTE_DATA['/dashboard']!.freelancer!) expect(freelancer.body).toContain(preload(url));
    expect(freelancer.headers['cache-control']).toBe('private, no-cache');
    expect(freelancer.headers.vary).toBe('accept-encoding, cookie');
    for (const cookie of ['session=client', '']) {
      const other = await app.inject({ url: '/dashboard', headers: { cookie } });
      expect(other.body).toContain('dashboard-6.js');
      expect(other.body).not.toContain('as="fetch"');
    }
    expect((await app.inject({ url: '/gigs' })).headers.vary).toBe('accept-encoding');
  });

  it('is the plain page for a URL no route names, and compressed like every variant', async () => {
    const res = await app.inject({ url: '/no/such/page', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).not.toContain('modulepreload');
  });
});

describe("index.html's page loader", () => {
  const loader = '<html lang="en"><body><div id="page-loader" role="status" aria-label="Loading" style="">';
  it('is named in the page’s language, and in English as before', () => {
    expect(withLanguage(loader, 'ar')).toContain('id="page-loader" role="status" aria-label="جارٍ التحميل"');
    expect(withLanguage(loader, 'es')).toContain('aria-label="Cargando"');
    expect(withLanguage(loader, 'en')).toContain('aria-label="Loading"');
  });
  it('is named in the real web/index.html too (its tag written over several lines)', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
    expect(withLanguage(source, 'es')).toMatch(/id="page-loader"[^>]*aria-label="Cargando"/);
  });
});

describe('a rendered page from the real web/index.html (as Prettier writes it, tags over several lines)', () => {
  const source = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
  const head = '<title>A gig | Workify</title><meta name="description" content="The gig.">';
  const page = withBody(withHead(source, head), { html: '<main>The gig</main>', stateJson: '{}' });

  it("has no loading cover over the rendered screen, and only the page's own title and description", () => {
    expect(source).toContain('id="page-loader"');
    expect(page).not.toContain('page-loader');
    expect(page.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<div id="root"><main>The gig</main></div>');
  });

  it('fetches the app’s scripts at low priority, after what paints the page', () => {
    const built = withBody(
      withPreloads(
        '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
        ['assets/GigScreen-2.js', 'assets/GigScreen-3.css'],
      ),
      { html: '<main>The gig</main>', stateJson: '{}' },
    );
    expect(built).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(built).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/GigScreen-2.js">');
    expect(built).toContain('<link rel="stylesheet" crossorigin href="/assets/GigScreen-3.css">');
    // A page the browser renders itself keeps its scripts as they were.
    expect(withPreloads(source, ['assets/GigScreen-2.js'])).not.toContain('fetchpriority');
  });
});
