import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerFromApplication, payOffer, postWithApplicant } from '../support/offers';
import { createPost, validPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, { role: 'client' });
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  as(t.app, user)({ method, url: `/api/v1${url}`, payload });
const edited = {
  ...validPost,
  title: 'Bakery website, now with a shop',
  description: 'Also an online shop.',
  budget: '400-500',
  category: 'Frontend Development',
  tags: 'Shopify',
};

describe('Budgets past $1,000', () => {
  it('takes "More than $1,000" with an amount and keeps it a range string; SPEC’s ranges still work', async () => {
    const big = await call(client, 'POST', '/posts/createpost', { ...validPost, budget: '1000+', budgetAmount: 2500 });
    expect(big.statusCode).toBe(201);
    expect(big.json().data.budget).toBe('1000-2500');
    expect(
      (await call(client, 'POST', '/posts/createpost', { ...validPost, budget: '500-1000' })).json().data.budget,
    ).toBe('500-1000');
    // The range string itself round-trips (an edit sends back what it read).
    expect(
      (await call(client, 'POST', '/posts/createpost', { ...validPost, budget: '1000-40000' })).json().data.budget,
    ).toBe('1000-40000');
  });

  it('answers 400 naming the amount when it is missing, not past $1,000 or too large', async () => {
    const cases: [object, string][] = [
      [{ budget: '1000+' }, 'budgetAmount: Enter the amount (more than $1,000)'],
      [{ budget: '1000+', budgetAmount: 900 }, 'budgetAmount: Amount must be more than $1,000'],
      [{ budget: '1000+', budgetAmount: 2_000_000 }, 'budgetAmount: Amount must be at most $1,000,000'],
      [{ budget: '1000-999' }, 'budget: Choose a budget from the list'],
    ];
    for (const [change, message] of cases) {
      const res = await call(client, 'POST', '/posts/createpost', { ...validPost, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('finds every post past $1,000 with the 1000+ budget filter', async () => {
    const word = `Patisserie${Date.now().toString(36)}`;
    await call(client, 'POST', '/posts/createpost', {
      ...validPost,
      title: `${word} big`,
      budget: '1000+',
      budgetAmount: 3000,
    });
    await call(client, 'POST', '/posts/createpost', { ...validPost, title: `${word} small`, budget: '100-200' });
    const res = await call(client, 'GET', `/search/client_posts/search?query=${word}&budget=1000%2B`);
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual([`${word} big`]);
  });
});

describe('PUT /posts/updatepost/{postId}', () => {
  it('lets the owner edit an open post; its applications stay', async () => {
    const { client: owner, post, application } = await postWithApplicant(t);
    const res = await call(owner, 'PUT', `/posts/updatepost/${post._id}`, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: post._id,
      title: edited.title,
      description: edited.description,
      budget: '400-500',
      category: 'Frontend Development',
      tags: ['Shopify'],
    });
    expect((await call(owner, 'GET', `/posts/get-single-post/${post._id}`)).json().data.title).toBe(edited.title);
    expect((await call(owner, 'GET', `/applications/getapplication/${application._id}`)).json().data.postId.title).toBe(
      edited.title,
    );
  });

  it('answers 403 to anyone else, 404 for an unknown post, 400 naming a bad field; nothing changes', async () => {
    const post = await createPost(t.app, client, { title: 'Untouched' });
    const other = await signUp(t.app, { role: 'client' });
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    expect((await call(other, 'PUT', `/posts/updatepost/${post._id}`, edited)).statusCode).toBe(403);
    expect((await call(freelancer, 'PUT', `/posts/updatepost/${post._id}`, edited)).statusCode).toBe(403);
    expect((await call(null, 'PUT', `/posts/updatepost/${post._id}`, edited)).statusCode).toBe(401);
    expect((await call(client, 'PUT', `/posts/updatepost/${UNKNOWN_ID}`, edited)).statusCode).toBe(404);
    const bad = await call(client, 'PUT', `/posts/updatepost/${post._id}`, { ...edited, category: 'Plumbing' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('category: Choose a category from the list');
    expect((await call(client, 'GET', `/posts/get-single-post/${post._id}`)).json().data.title).toBe('Untouched');
  });

  it('answers 409 once someone is hired, and for a closed post', async () => {
    const { client: owner, post, application, freelancer } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, owner, application._id);
    expect((await call(freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
    await payOffer(t, owner, offer._id);
    const hired = await call(owner, 'PUT', `/posts/updatepost/${post._id}`, edited);
    expect(hired.statusCode).toBe(409);
    expect(hired.json().message).toMatch(/hired/);
    expect((await call(owner, 'GET', `/posts/get-single-post/${post._id}`)).json().data.title).toBe(post.title);

    const closed = await createPost(t.app, client);
    await call(client, 'POST', `/posts/${closed._id}/close`);
    expect((await call(client, 'PUT', `/posts/updatepost/${closed._id}`, edited)).statusCode).toBe(409);
  });
});
