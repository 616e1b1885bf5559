import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_TALENT_LINKS } from '@shared/constants';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
const people: Record<string, TestUser> = {};

async function freelancer(key: string, fullName: string, profession: string, skills: string) {
  const user = await signUp(t.app, { role: 'freelancer', fullName, profession });
  if (skills) await as(t.app, user)({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills } });
  people[key] = user;
}

beforeAll(async () => {
  t = await createTestApp();
  await freelancer('web', 'Wendy Webb', 'Web Developer', 'React, Node.js');
  await freelancer('mobile', 'Milo Mobbs', 'Mobile Developer', 'Flutter, Swift');
  await freelancer('uiux', 'Ursula Ives', 'UI/UX Designer', 'Figma, Prototyping');
  await freelancer('graphic', 'Gary Graves', 'Graphic Designer', 'Logo Design, Illustrator');
  await freelancer('writer', 'Wren Wright', 'Software Engineer', 'Technical Writing, Copywriting');
  await freelancer('sales', 'Sal Seller', 'Data Analyst', 'Sales, Lead Generation');
  await freelancer('admin', 'Ada Minton', 'Cloud Engineer', 'Admin Support, Data Entry');
  await freelancer('marketer', 'Mark Etter', 'Data Scientist', 'Digital Marketing, Social Media');
  await freelancer('seo', 'Sean Oakes', 'Data Analyst', 'SEO, Google Analytics');
  await freelancer('game', 'Gail Gamer', 'Software Engineer', 'Game Development, Unity');
  people.client = await signUp(t.app, { fullName: 'Wendy Webb Client' });
}, 120_000);
afterAll(() => t.close());

interface Result {
  _id: string;
  fullName: string;
  profession: string | null;
  avatar: string | null;
  isVerified: boolean;
}
const search = (query: string, extra = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/search/freelancers/search?query=${encodeURIComponent(query)}${extra}` });
const idsFor = async (query: string) => ((await search(query)).json().data as Result[]).map((r) => r._id);

describe('GET /search/freelancers/search', () => {
  it('offers freelancers with a close name when a misspelled search finds nobody, never a client', async () => {
    expect(await idsFor('Ursla')).toEqual([people.uiux!.id]);
    expect(await idsFor('Ursla')).toEqual([people.uiux!.id]); // again: straight to the trigram index
    expect(await idsFor('Wendi Web')).toEqual([people.web!.id]); // the client "Wendy Webb Client" is not listed
    expect(await idsFor('qwxzv')).toEqual([]);
  });

  it('finds freelancers by full name, username, profession and skill, with the result shape of the list', async () => {
    const byName = await search('Wendy Webb');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toEqual([
      {
        _id: people.web!.id,
        avatar: null,
        fullName: 'Wendy Webb',
        profession: 'Web Developer',
        isVerified: false,
        country: null,
      },
    ]);
    expect(byName.json().meta).toEqual({ nextCursor: null, count: 1, countCapped: false });
    expect(await idsFor(people.mobile!.username.replace('user_', ''))).toEqual([people.mobile!.id]);
    expect((await idsFor(people.mobile!.username))[0]).toBe(people.mobile!.id);
    expect(await idsFor('flutter')).toEqual([people.mobile!.id]);
    expect((await idsFor('Cloud Engineer'))[0]).toBe(people.admin!.id);
  });

  it('never lists clients', async () => {
    const ids = await idsFor('Wendy Webb Client');
    expect(ids).not.toContain(people.client!.id);
    expect(await idsFor(people.client!.username.replace('user_', ''))).toEqual([]);
  });

  it('matches prefixes and word forms: dev finds Developer, designers finds Designer', async () => {
    expect((await idsFor('dev')).sort()).toEqual([people.web!.id, people.mobile!.id, people.game!.id].sort());
    expect((await idsFor('designers')).sort()).toEqual([people.uiux!.id, people.graphic!.id].sort());
    expect(await idsFor('prototyp')).toEqual([people.uiux!.id]);
  });

  it('ranks people matching more of the words first', async () => {
    const ids = await idsFor('mobile developer');
    expect(ids[0]).toBe(people.mobile!.id);
    expect(ids).toEqual(expect.arrayContaining([people.web!.id, people.game!.id]));
  });

  it('lists name matches first, then people with every word elsewhere, then some words, newest first within each', async () => {
    await freelancer('q1', 'Pip Quasar', 'Software Engineer', 'Quasar Hunting');
    await freelancer('q2', 'Ned Noon', 'Software Engineer', 'Quasar, Pip Taming');
    await freelancer('q3', 'Quasar Pipkin', 'Software Engineer', '');
    await freelancer('q4', 'Olga Orr', 'Software Engineer', 'Quasar Analysis');
    const expected = ['q3', 'q1', 'q2', 'q4'].map((k) => people[k]!.id);
    const first = (await search('quasar pip')).json();
    expect(first.data.map((r: Result) => r._id)).toEqual(expected);
    // Again: every tier is known rare now (its walk came back short), so one statement reads all three.
    expect((await search('quasar pip')).json()).toEqual(first);
    const pages = async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: Result[]; meta: { nextCursor: string | null } } = (
          await search('quasar pip', `&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        seen.push(...page.data.map((r: Result) => r._id));
        cursor = page.meta.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await pages()).toEqual(expected);
    expect(await pages()).toEqual(expected);
  });

  it('turns every Find Talents menu link into words that find the right people first', async () => {
    const expected: Record<string, string[]> = {
      'web developer': ['web'],
      'mobile developer': ['mobile'],
      design: ['uiux', 'graphic'],
      'admin-support': ['admin'],
      'graphics-design': ['graphic'],
      'seo-analytics': ['seo'],
      'game-developers': ['game'],
    };
    // The others open a gig category or gig search (tests/e2e/search-menus.spec.ts).
    const terms = FIND_TALENT_LINKS.map((l) => l.link as string).filter((link) => !link.startsWith('/'));
    expect(Object.keys(expected).sort()).toEqual(terms.sort());
    for (const link of terms) {
      const want = expected[link]!.map((k) => people[k]!.id);
      const ids = await idsFor(link);
      expect(ids.slice(0, want.length).sort(), link).toEqual([...want].sort());
    }
  });

  it('lists only the trade a menu slug names: admin support is not data analysts, game developers are not every developer', async () => {
    // Issue 36: "Hire Admin Support" found the data analysts, "Game Developers" every developer after the one who makes games.
    expect(await idsFor('admin-support')).toEqual([people.admin!.id]);
    expect(await idsFor('game-developers')).toEqual([people.game!.id]);
    expect(await idsFor('graphics-design')).toEqual([people.graphic!.id]);
    expect((await search('game-developers')).json().meta).toEqual({ nextCursor: null, count: 1, countCapped: false });
    // Typed as words, the same text still finds people with some of them.
    expect(await idsFor('game developers')).toEqual(
      expect.arrayContaining([people.game!.id, people.web!.id, people.mobile!.id]),
    );
  });

  it('shows the verified badge state of each freelancer', async () => {
    const user = people.seo!;
    for (const n of [1, 2, 3])
      await as(
        t.app,
        user,
      )({
        method: 'POST',
        url: '/api/v1/project',
        payload: { title: `P${n}`, projectUrl: `https://example.com/${n}` },
      });
    const [result] = (await search('Sean Oakes')).json().data as Result[];
    expect(result).toMatchObject({ _id: user.id, isVerified: true });
  });

  it('follows profile changes: new skills and a new name are found at once', async () => {
    const user = await signUp(t.app, { role: 'freelancer', fullName: 'Quentin Quill' });
    expect(await idsFor('haskell')).toEqual([]);
    await as(t.app, user)({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills: 'Haskell' } });
    expect(await idsFor('haskell')).toEqual([user.id]);
    await as(
      t.app,
      user,
    )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Zebulon Zane' } });
    expect(await idsFor('zebulon')).toEqual([user.id]);
    expect(await idsFor('quentin')).toEqual([]);
  });

  it('treats query operators as plain text, and answers an empty list when no word is left', async () => {
    for (const query of ["web & !(mobile) | 'x':*", '<-> ) ( :*', 'a\\b', 'the']) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(200);
      expect(Array.isArray(res.json().data)).toBe(true);
    }
    expect((await search('!!! --- ???')).json()).toMatchObject({ data: [], meta: { nextCursor: null } });
    expect(await idsFor('web & !(mobile)')).toEqual(expect.arrayContaining([people.web!.id, people.mobile!.id]));
  });

  it('pages with limit and cursor, without repeats or gaps', async () => {
    const all = await idsFor('data');
    expect(all.length).toBe(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search('data', `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((r: Result) => r._id));
      cursor = page.meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('lists the newest freelancers when nothing is typed, never a client, paged by cursor and counted', async () => {
    const newest = await signUp(t.app, { role: 'freelancer', fullName: 'Newt Newcomb', profession: 'Video Editor' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/search/freelancers/search' });
    expect(missing.statusCode).toBe(200);
    const all = missing.json().data as Result[];
    expect(all[0]).toEqual({
      _id: newest.id,
      avatar: null,
      fullName: 'Newt Newcomb',
      profession: 'Video Editor',
      isVerified: false,
      country: null,
    });
    expect(all.map((r) => r._id)).not.toContain(people.client!.id);
    expect(all.map((r) => r._id)).toEqual(expect.arrayContaining([people.web!.id, people.game!.id]));
    expect(missing.json().meta).toEqual({ nextCursor: null, count: all.length, countCapped: false });
    expect((await search('   ')).json().data).toEqual(all);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await search('', `&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(res.json().data as Result[]).map((r) => r._id));
      if (!cursor) expect(res.json().meta).toMatchObject({ count: all.length, countCapped: false });
      cursor = res.json().meta.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((r) => r._id));
  });

  it('counts every tier on the first page, also when the page holds only the first tier', async () => {
    // "quasar pip": one name match, one with both words elsewhere, two with some words (see above).
    const first = (await search('quasar pip', '&limit=1')).json();
    expect(first.data.map((r: Result) => r._id)).toEqual([people.q3!.id]);
    expect(first.meta).toMatchObject({ count: 4, countCapped: false });
    expect((await search('data', '&limit=2')).json().meta).toMatchObject({ count: 4, countCapped: false });
  });

  it('offers close names only when the words find nobody', async () => {
    const ursla = await signUp(t.app, { role: 'freelancer', fullName: 'Ursla Quist', profession: 'Video Editor' });
    // "Ursula" finds Ursula Ives by her name, so the close "Ursla" is not offered beside her.
    expect(await idsFor('Ursula')).toEqual([people.uiux!.id]);
    expect(await idsFor('Urslu')).toEqual(expect.arrayContaining([ursla.id]));
  });

  it('answers 400 naming the field for a too long query and a bad cursor or limit', async () => {
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^query: /);
    const cursor = await search('dev', '&cursor=garbage');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('cursor: invalid pagination cursor');
    expect((await search('dev', '&limit=0')).statusCode).toBe(400);
  });
});
