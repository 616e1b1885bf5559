import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishGig } from '../support/gigs';
import { makeAdmin, reviewOf, suspend } from '../support/moderation';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/** A suspended seller's public facts and reviews are gone like the profile (404), except for admins. */
let t: TestApp;
let admin: TestUser;
let stranger: TestUser;
let seller: TestUser;
let active: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  stranger = await signUp(t.app, { fullName: 'Curious Stranger' });
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Soon Suspended' });
  active = await signUp(t.app, { role: 'freelancer', fullName: 'Still Active' });
  for (const who of [seller, active])
    await reviewOf(t, await publishGig(t.app, who), who.id, stranger, 5, 'Lovely work');
  expect((await suspend(t, admin, seller.id)).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => as(t.app, user)({ method: 'GET', url: `/api/v1${url}` });

describe('GET /orders/sellers/{id}/facts', () => {
  it('answers an active seller’s facts to anyone', async () => {
    const res = await get(null, `/orders/sellers/${active.id}/facts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ memberSince: expect.any(String) });
  });

  it('answers 404 for a suspended seller, signed out or signed in, as the profile does; an admin still sees them', async () => {
    for (const viewer of [null, stranger]) {
      const res = await get(viewer, `/orders/sellers/${seller.id}/facts`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
      expect((await get(viewer, `/users/${seller.id}`)).statusCode).toBe(404);
    }
    expect((await get(admin, `/orders/sellers/${seller.id}/facts`)).statusCode).toBe(200);
  });
});

describe('GET /reviews/received/{userId}', () => {
  it('answers an active seller’s reviews to anyone', async () => {
    const res = await get(null, `/reviews/received/${active.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ count: 1, reviews: [{ desc: 'Lovely work' }] });
  });

  it('answers 404 for a suspended seller, signed out or signed in; an admin still sees the reviews', async () => {
    for (const viewer of [null, stranger]) {
      const res = await get(viewer, `/reviews/received/${seller.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('User not found');
    }
    const res = await get(admin, `/reviews/received/${seller.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ count: 1 });
  });
});
