import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { publishGig } from '../support/gigs';
import { crawl, createPagesTestApp, SITE } from '../support/pages-app';
import { signUp, type TestApp, type TestUser } from '../support/test-app';

let rendering: TestApp;
let browserOnly: TestApp;
let sellers: TestUser[];
beforeAll(async () => {
  [rendering, browserOnly] = await Promise.all([createPagesTestApp(), createPagesTestApp({ RENDER_PAGES: 'off' })]);
  sellers = await Promise.all(
    [rendering, browserOnly].map((t) =>
      signUp(t.app, { role: 'freelancer', fullName: 'Fred Freelancer', profession: 'Frontend Developer' }),
    ),
  );
});
afterAll(() => Promise.all([rendering.close(), browserOnly.close()]));

describe('RENDER_PAGES', () => {
  it('on (the default): a gig page arrives with its screen, its state and its head', async () => {
    const id = await publishGig(rendering.app, sellers[0]!, { title: 'I will tune your piano' });
    const { res, head } = await crawl(rendering, `/gig/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="wf-page-state"');
    expect(res.body).toMatch(/<div id="root"><[^/]/);
    expect(res.body).toContain('fetchpriority="low"');
    expect(head.title).toBe('I will tune your piano – Fred Freelancer | Workify');
  });

  it('off: the browser renders the screen; the status, head tags and JSON-LD stay, and a hidden page is still 404', async () => {
    const id = await publishGig(browserOnly.app, sellers[1]!, { title: 'I will tune your piano' });
    const { res, head } = await crawl(browserOnly, `/gig/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('wf-page-state');
    expect(res.body).not.toContain('fetchpriority');
    expect(head.title).toBe('I will tune your piano – Fred Freelancer | Workify');
    expect(head.canonical).toBe(`${SITE}/gig/${id}`);
    expect(head.ofType('Service')).toMatchObject({ name: 'I will tune your piano' });
    expect((await crawl(browserOnly, '/gig/00000000-0000-4000-8000-000000000000')).res.statusCode).toBe(404);
  });

  it('refuses anything but on or off, naming the variable', () => {
    expect(() => loadConfig({ RENDER_PAGES: 'yes' })).toThrow(/RENDER_PAGES.*must be on or off/);
  });
});
