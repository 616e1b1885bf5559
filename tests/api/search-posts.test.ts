import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/db/client';
import { createPost, validPost } from '../support/posts';
import { toPrefixTsQuery } from '../../server/modules/search/post-query';

let t: TestApp;
let freelancer: TestUser;
const made: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const client = await signUp(t.app, { role: 'client' });
  freelancer = await signUp(t.app, { role: 'freelancer' });
  const posts = {
    web: {
      title: 'Company site refresh',
      description: 'Move our site to a modern stack.',
      category: 'Web Development',
      tags: 'HTML, CSS',
    },
    logo: {
      title: 'Logo for a bakery',
      description: 'A friendly, warm mark.',
      category: 'Graphic Design',
      tags: 'branding',
    },
    react: {
      title: 'React developer for a dashboard',
      description: 'Charts and tables.',
      category: 'Frontend Development',
      tags: 'React, TypeScript',
    },
    seo: {
      title: 'Improve our SEO',
      description: 'Analytics setup and keyword research.',
      category: 'Technical Writing',
      tags: 'seo',
    },
    video: {
      title: 'Cut a product video',
      description: 'Two minutes, with subtitles. Web developers need not apply.',
      category: 'Video Editing',
      tags: 'Premiere',
    },
  };
  for (const [key, post] of Object.entries(posts)) made[key] = (await createPost(t.app, client, post))._id;
});
afterAll(() => t.close());

const search = (query: string, user: TestUser | null = null) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/search/client_posts/search?query=${encodeURIComponent(query)}` });
const found = async (query: string) => (await search(query)).json().data.map((p: { _id: string }) => p._id);

describe('GET /search/client_posts/search', () => {
  it('finds posts by category words as the Find Jobs menu sends them', async () => {
    expect(await found('web')).toContain(made.web);
    expect(await found('graphics-design')).toEqual([made.logo]);
    expect(await found('seo-analytics')).toEqual([made.seo]);
  });

  it('matches word prefixes and stems across title, description and tags', async () => {
    expect(await found('dev')).toEqual(expect.arrayContaining([made.web, made.react]));
    expect(await found('typescr')).toEqual([made.react]);
    expect(await found('subtitle')).toEqual([made.video]);
    expect(await found('BRANDING')).toEqual([made.logo]);
  });

  it('needs every word to match and ranks title and category matches above description ones', async () => {
    expect(await found('react dashboard')).toEqual([made.react]);
    expect(await found('react bakery')).toEqual([]);
    const web = await found('web');
    expect(web.indexOf(made.web)).toBeLessThan(web.indexOf(made.video));
  });

  it('answers with populated posts to guests and marks bookmarks for a signed-in freelancer', async () => {
    const guest = await search('logo');
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data[0]).toMatchObject({
      _id: made.logo,
      category: 'Graphic Design',
      client: { fullName: expect.any(String) },
      isBookmarked: false,
    });
    await as(
      t.app,
      freelancer,
    )({ method: 'POST', url: '/api/v1/posts/toggle-bookmark', payload: { postId: made.logo } });
    expect((await search('logo', freelancer)).json().data[0].isBookmarked).toBe(true);
  });

  it('pages through ranked results with a cursor, without repeats', async () => {
    const all = await found('dev');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await as(
        t.app,
        null,
      )({
        method: 'GET',
        url: `/api/v1/search/client_posts/search?query=dev&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      });
      seen.push(...res.json().data.map((p: { _id: string }) => p._id));
      cursor = res.json().meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('treats query syntax as plain words and finds nothing for words it does not know', async () => {
    for (const q of ["web' & !", 'a:* | b', '(((', 'the']) expect((await search(q)).statusCode).toBe(200);
    expect(await found('zzzunknownzzz')).toEqual([]);
    expect(await found('!!!')).toEqual([]);
  });

  it('answers a repeated rare-word search the same way (the second one goes straight to the index)', async () => {
    const first = await search('typescr');
    const again = await search('typescr');
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data.map((p: { _id: string }) => p._id)).toEqual([made.react]);
  });

  it('offers titles with a close word when a misspelled search finds nothing, closest first', async () => {
    expect(await found('dashbaord')).toEqual([made.react]); // "dashboard" in a title
    // Asked again, the misspelling (known now to be rare) goes straight to the trigram index.
    expect(await found('dashbaord')).toEqual([made.react]);
    expect(await found('bakrey logo')).toEqual([made.logo]);
    // A word that is found is never widened: no typo matches beside real ones.
    expect(await found('bakery')).toEqual([made.logo]);
    expect(await found('qwxzv')).toEqual([]);
    // Every word typed must be close to a known word: one that is close to none finds nothing.
    expect(await found('bakrey qwxzv')).toEqual([]);
    expect(await found('bakrey qwxzv')).toEqual([]);
  });

  it('answers a prefix from the index as the exact words it stands for, new words included', async () => {
    const client = await signUp(t.app, { role: 'client' });
    const make = async (title: string) => (await createPost(t.app, client, { title }))._id;
    const quasar = await make('Quasar cluster upgrade');
    const quasarium = await make('Quasarium terraform module');
    const quasars = await make('Two quasars to chart');
    // The index branch answers these (the walk holds fewer than a first page's count).
    expect((await found('quas')).sort()).toEqual([quasar, quasarium, quasars].sort());
    expect(await found('quas terra')).toEqual([quasarium]);
    const [expanded] = await selectRows<{ q: string }>(
      t.ctx.db,
      sql`select search_prefix_free(to_tsquery('english', 'quas:* & terra:*'), 'posts')::text as q`,
    );
    expect(expanded!.q).toBe("( 'quasar' | 'quasarium' ) & 'terraform'");
    // A word no post held before is a lexeme as soon as its post is written.
    const quasarine = await make('Quasarine ink labels');
    expect(await found('quasari')).toEqual([quasarine, quasarium]);
  });

  it('finds a close word a title gained in an edit, and keeps each known word once', async () => {
    const client = await signUp(t.app, { role: 'client' });
    const post = await createPost(t.app, client, { title: 'Quokka sticker sheet' });
    expect(await found('quoka')).toEqual([post._id]);
    const edited = await as(
      t.app,
      client,
    )({
      method: 'PUT',
      url: `/api/v1/posts/updatepost/${post._id}`,
      payload: { ...validPost, title: 'Wombat sticker sheet' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await found('wombta')).toEqual([post._id]);
    // The old word stays known but no open title holds it any more: nothing, not the edited post.
    expect(await found('quoka')).toEqual([]);
    const words = await selectRows<{ word: string }>(
      t.ctx.db,
      sql`select word from typo_words where source = 'posts' and word in ('sticker', 'wombat')`,
    );
    expect(words.map((r) => r.word).sort()).toEqual(['sticker', 'wombat']);
  });

  it('answers 400 naming the query for an empty or too long term, or a bad cursor', async () => {
    expect((await search('   ')).json()).toMatchObject({ statusCode: 400, message: 'query: Enter a search term' });
    expect((await search('x'.repeat(201))).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['2020-01-01', made.web])).toString('base64url');
    expect(
      (await as(t.app, null)({ method: 'GET', url: `/api/v1/search/client_posts/search?query=web&cursor=${forged}` }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /search/client_posts/search ordering', () => {
  it('lists title, category and tag matches before description matches, newest first within each, across pages', async () => {
    const client = await signUp(t.app, { role: 'client' });
    const make = async (title: string, description: string, tags = 'misc') =>
      (await createPost(t.app, client, { title, description, category: 'Web Development', tags }))._id;
    const oldTitle = await make('Zorblax migration', 'Move the old servers.');
    const oldBody = await make('Server move', 'We run zorblax on old machines.');
    const tagged = await make('Cluster upgrade', 'Upgrade it.', 'zorblax');
    const newBody = await make('Another move', 'Our zorblaxes need care.');
    const newTitle = await make('Zorblax tuning', 'Make it fast.');
    const expected = [newTitle, tagged, oldTitle, newBody, oldBody];
    expect(await found('zorbl')).toEqual(expected);
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await as(
          t.app,
          null,
        )({
          method: 'GET',
          url: `/api/v1/search/client_posts/search?query=zorblax&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        });
        expect(res.statusCode).toBe(200);
        seen.push(...res.json().data.map((p: { _id: string }) => p._id));
        cursor = res.json().meta.nextCursor;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it('refuses a cursor naming a tier the search does not have', async () => {
    const forged = Buffer.from(JSON.stringify(['7|2026-01-01T00:00:00.000000Z', made.web])).toString('base64url');
    const res = await as(
      t.app,
      null,
    )({ method: 'GET', url: `/api/v1/search/client_posts/search?query=web&cursor=${forged}` });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'cursor: invalid pagination cursor' });
  });
});

describe('toPrefixTsQuery', () => {
  it('splits on anything but letters and digits, widens menu words and makes prefixes', () => {
    expect(toPrefixTsQuery('graphics-design')).toBe('graphic:* & design:*');
    expect(toPrefixTsQuery("Web dev's")).toBe('web:* & dev:*');
    expect(toPrefixTsQuery('C')).toBe('c:*');
    expect(toPrefixTsQuery('seo-analytics')).toBe('(seo:* | search:*) & (analytics:* | analysis:*)');
    expect(toPrefixTsQuery(' !&|: ')).toBeNull();
    expect(toPrefixTsQuery('web dev', 'AB')).toBe('web:*AB & dev:*AB');
  });
});
