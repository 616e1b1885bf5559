import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '@shared/schemas/saved-searches';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reactJobs = {
  kind: 'jobs',
  name: 'React jobs',
  query: 'react',
  filters: { category: 'Web Development', budget: '100-200' },
  alert: 'instant',
};
const call = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url = '',
  payload?: Record<string, unknown>,
) => as(t.app, user)({ method, url: `/api/v1/saved-searches${url}`, ...(payload ? { payload } : {}) });
const mine = async (user: TestUser) =>
  (await call(user, 'GET', '?limit=100')).json().data as { _id: string; name: string }[];

describe('POST /saved-searches', () => {
  it('saves a job search with its filters and alert, listed for its owner only', async () => {
    const [freelancer, other] = [
      await signUp(t.app, { role: 'freelancer' }),
      await signUp(t.app, { role: 'freelancer' }),
    ];
    const res = await call(freelancer, 'POST', '', reactJobs);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'jobs',
      name: 'React jobs',
      query: 'react',
      filters: { category: 'Web Development', budget: '100-200' },
      alert: 'instant',
    });
    expect((await mine(freelancer)).map((s) => s.name)).toEqual(['React jobs']);
    expect(await mine(other)).toEqual([]);
  });

  it('saves a gig search without words and a freelancer search (alerts off)', async () => {
    const client = await signUp(t.app);
    const gigs = await call(client, 'POST', '', {
      kind: 'gigs',
      name: 'Cheap logos',
      filters: { category: 'design', max: 50, sort: 'price_asc' },
      alert: 'daily',
    });
    expect(gigs.json().data).toMatchObject({
      query: '',
      filters: { category: 'design', max: 50, sort: 'price_asc' },
      alert: 'daily',
    });
    const people = await call(client, 'POST', '', { kind: 'freelancers', name: 'Designers', query: 'designer' });
    expect(people.json().data).toMatchObject({ kind: 'freelancers', alert: 'off', filters: {} });
    // The filters and sort of /search_user, kept as its URL has them.
    const filters = { skills: 'react,figma', country: 'PL', minRating: '4', verified: 'true', sort: 'rating' };
    const filtered = await call(client, 'POST', '', { kind: 'freelancers', name: 'Polish React', filters });
    expect(filtered.json().data).toMatchObject({ kind: 'freelancers', query: '', filters });
  });

  it('refuses bad input naming the field, saving nothing', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...reactJobs, name: ' ' }, 'name'],
      [{ ...reactJobs, kind: 'posts' }, 'kind'],
      [{ ...reactJobs, query: '' }, 'query'],
      [{ ...reactJobs, alert: 'hourly' }, 'alert'],
      [{ ...reactJobs, filters: { budget: 'lots' } }, 'filters.budget'],
      [{ kind: 'gigs', name: 'x', filters: { min: 90, max: 10 } }, 'filters.max'],
      [{ kind: 'freelancers', name: 'x', query: 'a', alert: 'instant' }, 'alert'],
      [{ kind: 'freelancers', name: 'x', filters: { country: 'Atlantis' } }, 'filters.country'],
      [{ kind: 'freelancers', name: 'x', filters: { country: 'Poland' } }, 'filters.country'],
      [{ kind: 'freelancers', name: 'x', filters: { minPrice: 90, maxPrice: 10 } }, 'filters.maxPrice'],
    ];
    for (const [body, field] of cases) {
      const res = await call(freelancer, 'POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call(null, 'POST', '', reactJobs)).statusCode).toBe(401);
    expect(await mine(freelancer)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person, also when saved at once`, async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 4 }, (_, i) =>
        call(freelancer, 'POST', '', { ...reactJobs, name: `Search ${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual(
      Array(4).fill(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches`),
    );
    expect(await mine(freelancer)).toHaveLength(MAX_SAVED_SEARCHES);
  });
});

describe('GET /saved-searches', () => {
  it('pages newest first and refuses a bad cursor', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    for (const name of ['one', 'two', 'three']) await call(freelancer, 'POST', '', { ...reactJobs, name });
    const first = await call(freelancer, 'GET', '?limit=2');
    expect(first.json().data.map((s: { name: string }) => s.name)).toEqual(['three', 'two']);
    const second = await call(freelancer, 'GET', `?limit=2&cursor=${first.json().meta.nextCursor}`);
    expect(second.json().data.map((s: { name: string }) => s.name)).toEqual(['one']);
    expect((await call(freelancer, 'GET', '?cursor=%%%')).statusCode).toBe(400);
  });
});

describe('PUT /saved-searches/{id}', () => {
  it("changes the owner's search; a stranger gets 404 and it stays", async () => {
    const [owner, stranger] = [
      await signUp(t.app, { role: 'freelancer' }),
      await signUp(t.app, { role: 'freelancer' }),
    ];
    const id = (await call(owner, 'POST', '', reactJobs)).json().data._id as string;
    expect((await call(stranger, 'PUT', `/${id}`, { ...reactJobs, name: 'Mine now' })).json()).toMatchObject({
      statusCode: 404,
      message: 'Saved search not found',
    });
    const res = await call(owner, 'PUT', `/${id}`, { ...reactJobs, name: 'Vue jobs', query: 'vue', alert: 'off' });
    expect(res.json().data).toMatchObject({ _id: id, name: 'Vue jobs', query: 'vue', alert: 'off' });
    expect((await mine(owner)).map((s) => s.name)).toEqual(['Vue jobs']);
    expect((await call(owner, 'PUT', `/${UNKNOWN_ID}`, reactJobs)).statusCode).toBe(404);
    expect(
      (await call(owner, 'PUT', `/${id}`, { ...reactJobs, filters: { posted: 'year' } })).json().errors[0].field,
    ).toBe('filters.posted');
  });
});

describe('DELETE /saved-searches/{id}', () => {
  it("deletes the owner's search; a stranger gets 404 and it stays", async () => {
    const [owner, stranger] = [
      await signUp(t.app, { role: 'freelancer' }),
      await signUp(t.app, { role: 'freelancer' }),
    ];
    const id = (await call(owner, 'POST', '', reactJobs)).json().data._id as string;
    expect((await call(stranger, 'DELETE', `/${id}`)).statusCode).toBe(404);
    expect(await mine(owner)).toHaveLength(1);
    expect((await call(owner, 'DELETE', `/${id}`)).json()).toMatchObject({ statusCode: 200, data: { _id: id } });
    expect(await mine(owner)).toEqual([]);
    expect((await call(owner, 'DELETE', '/abc')).json().errors[0].field).toBe('id');
  });
});
