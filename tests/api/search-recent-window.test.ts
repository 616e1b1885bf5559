import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/db/client';
import { tierStatement } from '../../server/modules/search/tier-statement';
import { postSearchFilters, postSource } from '../../server/modules/search/client-posts';
import { newestRowsStart } from '../../server/modules/search/table-facts';
import { VIA_INDEX, VIA_WINDOW } from '../../server/modules/search/rare';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

// A board of 2,400 posts, one a minute: every 10th has "quasarword" in its title (240, too few
// among the newest walk of 256 rows for a first page's 51, enough among the newest 1,024), and
// five old ones have "nebulaword" (too few anywhere). The search's index branch reads the
// newest rows' matches first (bounded.ts, WINDOW_WALKS): it must answer what reading every
// match would, page after page, past the window's start.
const POSTS = 2400;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const client = await signUp(t.app, { role: 'client' });
  await t.database.db.execute(sql`
    insert into posts (client_id, title, description, budget_min_minor, budget_max_minor, currency, category, tags, created_at)
    select ${client.id}::uuid,
      case when g % 10 = 0 then 'Quasarword widget ' || g
           when g in (1801, 1903, 2005, 2107, 2209) then 'Nebulaword survey ' || g
           else 'Routine job ' || g end,
      'Plain work.', 5000, 10000, 'usd', 'Web Development', '{}', now() - g * interval '1 minute'
    from generate_series(1, ${POSTS}) g`);
});
afterAll(() => t.close());

const titles = async (word: string) =>
  (
    await selectRows<{ id: string }>(
      t.database.db,
      sql`select id from posts where title ilike ${`%${word}%`} order by created_at desc, id desc`,
    )
  ).map((r) => r.id);

async function everyPage(query: string): Promise<{ ids: string[]; first: { count: number; countCapped: boolean } }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let first: { count: number; countCapped: boolean } | undefined;
  do {
    const url = `/api/v1/search/client_posts/search?query=${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await as(t.app, null)({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    first ??= { count: body.meta.count, countCapped: body.meta.countCapped };
    ids.push(...body.data.map((p: { _id: string }) => p._id));
    cursor = body.meta.nextCursor;
  } while (cursor);
  return { ids, first: first! };
}

describe('GET /search/client_posts/search, a word rare among the newest posts', () => {
  it('lists every match newest first across pages, the first of them from the newest rows', async () => {
    const expected = await titles('quasarword');
    expect(expected).toHaveLength(240);
    const { ids, first } = await everyPage('quasarword');
    expect(first).toEqual({ count: 50, countCapped: true });
    expect(ids).toEqual(expected);
    // Again, now known to be rare: the same answer.
    expect((await everyPage('quasarword')).ids).toEqual(expected);
  });

  it('lists a word too rare for the window from the whole index, twice', async () => {
    const expected = await titles('nebulaword');
    expect(expected).toHaveLength(5);
    for (let i = 0; i < 2; i += 1) {
      const { ids, first } = await everyPage('nebulaword');
      expect(ids).toEqual(expected);
      expect(first).toEqual({ count: 5, countCapped: false });
    }
  });
});

describe('GET /search/client_posts/search, a count known to be over the cap', () => {
  it('says "50+" again for a minute from a page and one more row, then counts anew', async () => {
    const first = await everyPage('widget');
    expect(first.first).toEqual({ count: 50, countCapped: true });
    expect(await everyPage('widget')).toEqual(first);
    const close = async (open: string[]) =>
      t.database.db.execute(sql`update posts set status = case when id = any(${`{${open.join(',')}}`}::uuid[])
        then 'open' else 'closed' end where title like 'Quasarword%'`);
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      // All but 30 close: the list is exact at once; the count is the one kept for the minute.
      const keep = (await titles('widget')).slice(0, 30);
      await close(keep);
      const fewer = await everyPage('widget');
      expect(fewer.ids).toEqual(keep);
      expect(fewer.first).toEqual({ count: 50, countCapped: true });
      vi.setSystemTime(Date.now() + 61_000);
      expect((await everyPage('widget')).first).toEqual({ count: 30, countCapped: false });
      // Kept again, then all but 3 close: a first page that comes back short is counted exactly.
      await close(await titles('widget'));
      expect((await everyPage('widget')).first).toEqual({ count: 50, countCapped: true });
      await close(keep.slice(0, 3));
      expect(await everyPage('widget')).toEqual({ ids: keep.slice(0, 3), first: { count: 3, countCapped: false } });
    } finally {
      vi.useRealTimers();
      await close(await titles('widget'));
    }
  });
});

describe('tierStatement with a window', () => {
  const rowsOf = async (word: string, windowStart: string | null) =>
    selectRows<{ id: string; via: number }>(
      t.database.db,
      tierStatement(postSource, postSearchFilters(word)!, 0, undefined, 51, 0, windowStart),
    );

  it('answers from the newest rows when they hold enough, the same rows as the whole index', async () => {
    const start = await newestRowsStart(t.database.db, postSource, 1024);
    expect(start).not.toBeNull();
    const windowed = await rowsOf('quasarword', start);
    const whole = await rowsOf('quasarword', null);
    expect(windowed.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    expect(windowed.map((r) => r.id)).toEqual((await titles('quasarword')).slice(0, 51));
    expect(new Set(windowed.map((r) => Number(r.via)))).toEqual(new Set([VIA_WINDOW]));
    expect(new Set(whole.map((r) => Number(r.via)))).toEqual(new Set([VIA_INDEX]));
  });

  it('reads the whole index when the newest rows hold too few', async () => {
    const start = await newestRowsStart(t.database.db, postSource, 1024);
    const rows = await rowsOf('nebulaword', start);
    expect(rows.map((r) => r.id)).toEqual(await titles('nebulaword'));
    expect(new Set(rows.map((r) => Number(r.via)))).toEqual(new Set([VIA_INDEX]));
  });

  it('finds no window start in a table with fewer rows than asked', async () => {
    expect(await newestRowsStart(t.database.db, postSource, POSTS + 1)).toBeNull();
  });
});
