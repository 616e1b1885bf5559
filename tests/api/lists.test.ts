import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTS } from '@shared/schemas/lists';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { publishGig } from '../support/gigs';
import { hide, makeAdmin } from '../support/moderation';

let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, { title: 'I will design your logo' });
});
afterAll(() => t.close());

const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => as(t.app, user)({ method, url: `/api/v1/lists${url}`, ...(payload === undefined ? {} : { payload }) });
async function newList(user: TestUser, name = 'Logo ideas'): Promise<string> {
  const res = await call(user, 'POST', '', { name });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

describe('POST /lists', () => {
  it('creates a named list the owner sees, empty', async () => {
    const client = await signUp(t.app);
    const res = await call(client, 'POST', '', { name: '  Logo ideas ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Logo ideas', itemCount: 0, savedItemId: null });
    expect((await call(client, 'GET', '')).json().data.map((l: { name: string }) => l.name)).toEqual(['Logo ideas']);
  });

  it('refuses a missing or long name (400 naming name) and a guest (401), creating nothing', async () => {
    const client = await signUp(t.app);
    const empty = await call(client, 'POST', '', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'name', message: 'Name is required' }]);
    expect((await call(client, 'POST', '', { name: 'x'.repeat(61) })).json().errors[0].field).toBe('name');
    expect((await call(null, 'POST', '', { name: 'A' })).statusCode).toBe(401);
    expect((await call(client, 'GET', '')).json().data).toEqual([]);
  });

  it(`keeps at most ${MAX_LISTS} lists per person, also when created at once`, async () => {
    const client = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: MAX_LISTS + 3 }, (_, i) => call(client, 'POST', '', { name: `List ${i}` })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_LISTS);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(3).fill(`You can keep at most ${MAX_LISTS} lists`),
    );
    expect((await call(client, 'GET', '?limit=100')).json().data).toHaveLength(MAX_LISTS);
  });
});

describe('GET /lists', () => {
  it("pages the owner's lists newest first and says which holds a gig (for the heart)", async () => {
    const client = await signUp(t.app);
    const [a, b, c] = [await newList(client, 'A'), await newList(client, 'B'), await newList(client, 'C')];
    const saved = await call(client, 'POST', `/${b}/items`, { gigId });
    const first = await call(client, 'GET', `?limit=2&gigId=${gigId}`);
    expect(first.json().data.map((l: { _id: string }) => l._id)).toEqual([c, b]);
    expect(first.json().data[1]).toMatchObject({ itemCount: 1, savedItemId: saved.json().data._id });
    expect(first.json().data[0].savedItemId).toBeNull();
    const second = await call(client, 'GET', `?limit=2&gigId=${gigId}&cursor=${first.json().meta.nextCursor}`);
    expect(second.json().data.map((l: { _id: string }) => l._id)).toEqual([a]);
    expect(second.json().meta.nextCursor).toBeNull();
  });

  it("never shows one person's lists to another, and refuses a bad id filter (400)", async () => {
    const [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    await newList(owner, 'Mine');
    expect((await call(stranger, 'GET', '')).json().data).toEqual([]);
    expect((await call(owner, 'GET', '?gigId=abc')).json().errors[0].field).toBe('gigId');
  });
});

describe('POST /lists/{id}/items', () => {
  it('saves a gig and a freelancer, shown on the list with their card facts', async () => {
    const client = await signUp(t.app);
    const list = await newList(client);
    const gig = await call(client, 'POST', `/${list}/items`, { gigId });
    expect(gig.statusCode).toBe(201);
    expect(gig.json().data).toMatchObject({
      kind: 'gig',
      gig: { _id: gigId, title: 'I will design your logo', sellerName: 'Sam Seller' },
      freelancer: null,
    });
    const person = await call(client, 'POST', `/${list}/items`, { freelancerId: seller.id });
    expect(person.json().data).toMatchObject({
      kind: 'freelancer',
      freelancer: { _id: seller.id, fullName: 'Sam Seller', username: seller.username },
      gig: null,
    });
    const items = await call(client, 'GET', `/${list}/items`);
    expect(items.json().data.map((i: { kind: string }) => i.kind)).toEqual(['freelancer', 'gig']);
  });

  it('saving the same gig twice keeps one item (200 with it)', async () => {
    const client = await signUp(t.app);
    const list = await newList(client);
    const first = await call(client, 'POST', `/${list}/items`, { gigId });
    const again = await call(client, 'POST', `/${list}/items`, { gigId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Already in this list', data: { _id: first.json().data._id } });
    expect((await call(client, 'GET', `/${list}/items`)).json().data).toHaveLength(1);
  });

  it("answers 404 for a stranger's list, changing nothing there", async () => {
    const [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    const list = await newList(owner);
    const res = await call(stranger, 'POST', `/${list}/items`, { gigId });
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'List not found' });
    expect((await call(stranger, 'GET', `/${list}/items`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/${list}/items`)).json().data).toEqual([]);
  });

  it('refuses both or neither target, an unknown gig, a client as freelancer and a hidden gig', async () => {
    const client = await signUp(t.app);
    const list = await newList(client);
    const both = await call(client, 'POST', `/${list}/items`, { gigId, freelancerId: seller.id });
    expect(both.json()).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'gigId', message: 'Give either gigId or freelancerId' }],
    });
    expect((await call(client, 'POST', `/${list}/items`, {})).statusCode).toBe(400);
    expect((await call(client, 'POST', `/${list}/items`, { gigId: UNKNOWN_ID })).json().message).toBe('Gig not found');
    expect((await call(client, 'POST', `/${list}/items`, { freelancerId: client.id })).json().message).toBe(
      'Freelancer not found',
    );
    const hiddenGig = await publishGig(t.app, seller, { title: 'Soon hidden' });
    expect((await hide(t, await makeAdmin(t), 'gig', hiddenGig)).statusCode).toBe(200);
    expect((await call(client, 'POST', `/${list}/items`, { gigId: hiddenGig })).statusCode).toBe(404);
    expect((await call(client, 'GET', `/${list}/items`)).json().data).toEqual([]);
  });
});

describe('DELETE /lists/{id}/items/{itemId}', () => {
  it('removes an item for the owner; a stranger gets 404 and the item stays', async () => {
    const [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    const list = await newList(owner);
    const item = (await call(owner, 'POST', `/${list}/items`, { gigId })).json().data._id as string;
    expect((await call(stranger, 'DELETE', `/${list}/items/${item}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/${list}/items`)).json().data).toHaveLength(1);
    const res = await call(owner, 'DELETE', `/${list}/items/${item}`);
    expect(res.json()).toMatchObject({ statusCode: 200, data: { _id: item } });
    expect((await call(owner, 'GET', `/${list}/items`)).json().data).toEqual([]);
    expect((await call(owner, 'DELETE', `/${list}/items/${item}`)).statusCode).toBe(404);
  });
});

describe('DELETE /lists/{id}', () => {
  it("deletes the owner's list with its items; a stranger gets 404 and it stays", async () => {
    const [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    const list = await newList(owner);
    await call(owner, 'POST', `/${list}/items`, { gigId });
    expect((await call(stranger, 'DELETE', `/${list}`)).json()).toMatchObject({
      statusCode: 404,
      message: 'List not found',
    });
    expect((await call(owner, 'GET', '')).json().data).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/${list}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', '')).json().data).toEqual([]);
    expect((await call(owner, 'DELETE', '/abc')).json().errors[0].field).toBe('id');
  });
});
