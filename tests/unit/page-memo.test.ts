import { describe, expect, it } from 'vitest';
import { createPageMemo, pageIdentity } from '../../server/modules/pages/page-memo';
import type { ReadAnswer } from '../../server/platform/direct-reads';

const answer = (body: string, status = 200): ReadAnswer => ({ status, headers: {}, body });
const facts = (html: string) => ({
  status: 200,
  head: '<title>t</title>',
  noindex: false,
  body: { html, stateJson: '{}' },
});

describe('page-memo', () => {
  it('answers a kept page only for exactly the answers, page and moment it was made from', () => {
    const { keepPage, keptPage, lastReads } = createPageMemo();
    const page = pageIdentity(['/gig/1', 'en', null, 'USD']);
    const now = Date.UTC(2026, 10, 29, 12, 0, 0);
    const reads: [string, ReadAnswer][] = [
      ['/api/v1/gigs/single/1', answer('{"title":"Piano"}')],
      ['/api/v1/rates', answer('{"data":[]}')],
    ];
    expect(lastReads(page)).toBeUndefined();
    keepPage(page, reads, facts('<h1>Piano</h1>'), now);
    expect(lastReads(page)).toEqual(['/api/v1/gigs/single/1', '/api/v1/rates']);
    // In any order of arrival, within the moment.
    expect(keptPage(page, [...reads].reverse(), now + 4_000)).toMatchObject({ kept: true, body: { fromCache: true } });
    expect(keptPage(page, reads, now + 5_000)).toBeUndefined(); // the next moment
    expect(keptPage(pageIdentity(['/gig/1', 'es', null, 'USD']), reads, now)).toBeUndefined();
    expect(keptPage(page, [reads[0]!, ['/api/v1/rates', answer('{"data":[1]}')]], now)).toBeUndefined();
    expect(keptPage(page, [reads[0]!, ['/api/v1/rates', answer('{"data":[]}', 503)]], now)).toBeUndefined();
    // Made again from other reads: those are the page's reads from then on.
    keepPage(page, [reads[0]!], facts('<h1>Piano</h1>'), now);
    expect(lastReads(page)).toEqual(['/api/v1/gigs/single/1']);
  });

  it("keeps one app's pages from another's: their settings (the public address) are not in the key", () => {
    const [one, other] = [createPageMemo(), createPageMemo()];
    const page = pageIdentity(['/gigs', 'en', null, 'USD']);
    const reads: [string, ReadAnswer][] = [['/api/v1/gigs', answer('{"data":[]}')]];
    one.keepPage(page, reads, facts('<h1>Gigs</h1>'));
    expect(one.keptPage(page, reads)).toMatchObject({ kept: true });
    expect(other.lastReads(page)).toBeUndefined();
    expect(other.keptPage(page, reads)).toBeUndefined();
  });
});
