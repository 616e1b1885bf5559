import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { createPost } from '../support/posts';
import { publishGig } from '../support/gigs';

// Issue 35: a saved search lists the typo tier's close matches when its words find nothing
// ("desinger" lists designers); its alerts follow the same rule, and only then.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every test's word is its own, so no other test's listing is close to it. */
const word = () => `zq${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'k')}ne`;
/** One letter in the middle changed: still close by pg_trgm's word similarity (0.4). */
const misspelt = (w: string) => `${w.slice(0, 4)}${w[4] === 'x' ? 'y' : 'x'}${w.slice(5)}`;

const save = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await as(
    t.app,
    user,
  )({ method: 'POST', url: '/api/v1/saved-searches', payload: { name: 'Misspelt', alert: 'instant', ...body } });
  expect(res.statusCode, res.body).toBe(201);
};
const bells = async (user: TestUser) => {
  await t.ctx.later.idle();
  return (await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications' }))
    .json()
    .data.filter((n: { type: string }) => n.type === 'search.alert') as { text: string; link: string }[];
};

describe('alerts of a saved job search whose words found nothing', () => {
  it('ring for a post whose title is close to its words, and not for one that is not', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    // What the person saw when saving: the typo tier, as the search screen lists it.
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/client_posts/search?query=${misspelt(w)}`,
    });
    expect(search.json().data).toEqual([]);
    await save(freelancer, { kind: 'jobs', query: misspelt(w) });
    await createPost(t.app, client, { title: 'Plumbing work in the garden' });
    const post = await createPost(t.app, client, { title: `Logo ${w} needed` });
    expect(await bells(freelancer)).toEqual([
      expect.objectContaining({
        link: `/post/${post._id}`,
        text: `New job for your search “Misspelt”: Logo ${w} needed`,
      }),
    ]);
    // The search, run now, lists that post by the same rule.
    const again = await t.app.inject({ method: 'GET', url: `/api/v1/search/client_posts/search?query=${misspelt(w)}` });
    expect(again.json().data.map((p: { _id: string }) => p._id)).toEqual([post._id]);
  });

  it('keep its filters: a close title in another budget does not ring', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    await save(freelancer, { kind: 'jobs', query: misspelt(w), filters: { budget: '100-200' } });
    await createPost(t.app, client, { title: `Logo ${w} needed`, budget: '0-50' });
    expect(await bells(freelancer)).toEqual([]);
    await createPost(t.app, client, { title: `Banner ${w} needed`, budget: '100-200' });
    expect(await bells(freelancer)).toHaveLength(1);
  });
});

describe('alerts of a saved search whose words found listings', () => {
  it('ring only for their words, not for titles merely close to them', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    await createPost(t.app, client, { title: `Mural ${w}` });
    await t.ctx.later.idle();
    await save(freelancer, { kind: 'jobs', query: w });
    await createPost(t.app, client, { title: `Mural ${misspelt(w)}` });
    expect(await bells(freelancer)).toEqual([]);
    await createPost(t.app, client, { title: `Fresco ${w}` });
    expect(await bells(freelancer)).toHaveLength(1);
  });
});

describe('alerts of a saved gig search whose words found nothing', () => {
  it('ring for a new gig whose title is close to them', async () => {
    const w = word();
    const [client, seller] = [await signUp(t.app), await signUp(t.app, { role: 'freelancer' })];
    await save(client, { kind: 'gigs', query: misspelt(w) });
    const gigId = await publishGig(t.app, seller, { title: `I will draw your ${w} mascot` });
    expect(await bells(client)).toEqual([expect.objectContaining({ link: `/gig/${gigId}` })]);
  });
});
