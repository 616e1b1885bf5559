import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../server/db/schema';
import { createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
const made: Record<string, string> = {};
const people: Record<string, TestUser> = {};

// key: [title, category, budget, days ago]
const JOBS: [string, string, string, string, number][] = [
  ['fresh', 'Dashboard for our shop', 'Data Analysis', '100-200', 0],
  ['week', 'Sales dashboard in Power BI', 'Data Analysis', '500-1000', 3],
  ['month', 'React dashboard for a clinic', 'Frontend Development', '100-200', 20],
  ['old', 'Dashboard clean-up', 'Data Analysis', '0-50', 90],
  ['desc', 'Monthly report automation', 'Data Analysis', '100-200', 1],
];

beforeAll(async () => {
  t = await createTestApp();
  const client = await signUp(t.app, { role: 'client' });
  for (const [key, title, category, budget, days] of JOBS) {
    made[key] = (
      await createPost(t.app, client, {
        title,
        category,
        budget,
        description: key === 'desc' ? 'A dashboard the team can filter.' : 'Details inside.',
        tags: 'reports',
      })
    )._id;
    await t.ctx.db
      .update(posts)
      .set({ createdAt: sql`now() - make_interval(days => ${days}, mins => ${JOBS.findIndex((j) => j[0] === key)})` })
      .where(eq(posts.id, made[key]!));
  }
  for (const [key, fullName, profession, skills] of [
    ['ui', 'Ola Nordmann', 'UI/UX Designer', 'Figma, Prototyping'],
    ['graphic', 'Kari Berg', 'Graphic Designer', 'Illustrator'],
    ['dev', 'Per Hansen', 'Web Developer', 'Kubernetes'],
  ]) {
    people[key!] = await signUp(t.app, { role: 'freelancer', fullName: fullName!, profession: profession! });
    await as(t.app, people[key!]!)({ method: 'POST', url: '/api/v1/users/add-skill', payload: { skills } });
  }
}, 120_000);
afterAll(() => t.close());

const jobs = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/search/client_posts/search?${query}` });
const jobKeys = async (query: string) => {
  const res = await jobs(query);
  expect(res.statusCode, res.body).toBe(200);
  const byId = new Map(Object.entries(made).map(([k, v]) => [v, k]));
  return (res.json().data as { _id: string }[]).map((p) => byId.get(p._id));
};

describe('GET /search/client_posts/search filters and sort', () => {
  it('lists title and category matches first, newest first inside, and says how many', async () => {
    const res = await jobs('query=dashboard');
    expect(res.json().meta).toEqual({ nextCursor: null, count: 5, countCapped: false });
    expect(await jobKeys('query=dashboard')).toEqual(['fresh', 'week', 'month', 'old', 'desc']);
  });

  it('sorts every match newest or oldest first', async () => {
    expect(await jobKeys('query=dashboard&sort=newest')).toEqual(['fresh', 'desc', 'week', 'month', 'old']);
    expect(await jobKeys('query=dashboard&sort=oldest')).toEqual(['old', 'month', 'week', 'desc', 'fresh']);
  });

  it('filters by category, budget and posted within', async () => {
    expect(await jobKeys('query=dashboard&category=Data%20Analysis')).toEqual(['fresh', 'week', 'old', 'desc']);
    expect(await jobKeys('query=dashboard&budget=100-200')).toEqual(['fresh', 'month', 'desc']);
    expect(await jobKeys('query=dashboard&posted=week')).toEqual(['fresh', 'week', 'desc']);
    expect(await jobKeys('query=dashboard&posted=month&category=Data%20Analysis&budget=100-200&sort=oldest')).toEqual([
      'desc',
      'fresh',
    ]);
    expect(await jobKeys('query=dashbaord&posted=day')).toEqual(['fresh']);
  });

  it('pages a filtered search without repeats and counts it on the first page only', async () => {
    const first = await jobs('query=dashboard&category=Data%20Analysis&limit=3');
    expect(first.json().meta).toMatchObject({ count: 4, countCapped: false });
    const next = await jobs(`query=dashboard&category=Data%20Analysis&limit=3&cursor=${first.json().meta.nextCursor}`);
    const ids = [...first.json().data, ...next.json().data].map((p: { _id: string }) => p._id);
    expect(new Set(ids).size).toBe(4);
    expect(next.json().meta).toEqual({ nextCursor: null });
  });

  it.each([
    ['query=dashboard&category=Gardening', 'category: Choose a category from the list'],
    [
      'query=dashboard&budget=1-2',
      'budget: must be one of 0-50, 50-100, 100-200, 200-300, 300-400, 400-500, 500-1000, 1000+',
    ],
    ['query=dashboard&posted=year', 'posted: must be day, week or month'],
    ['query=dashboard&sort=budget', 'sort: must be one of relevance, newest, oldest'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await jobs(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('GET /search/freelancers/search typos in professions and skills', () => {
  const ids = async (query: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/search/freelancers/search?query=${encodeURIComponent(query)}`,
        })
      ).json().data as { _id: string }[]
    ).map((r) => r._id);

  it('"desinger" finds the designers', async () => {
    expect((await ids('desinger')).sort()).toEqual([people.ui!.id, people.graphic!.id].sort());
  });

  it('a misspelled skill finds who lists it', async () => {
    expect(await ids('kubernets')).toEqual([people.dev!.id]);
    expect(await ids('protoyping')).toEqual([people.ui!.id]);
  });

  it('says how many freelancers match', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/freelancers/search?query=designer&limit=1' });
    expect(res.json().meta).toMatchObject({ count: 2, countCapped: false });
  });
});
