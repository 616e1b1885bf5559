import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, reviews } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { orderInState } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { createApplication, createPost } from '../support/posts';

let t: TestApp;
let owner: TestUser;
let applicant: TestUser;
let otherClient: TestUser;
let otherFreelancer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, applicant, otherClient, otherFreelancer] = [
    await signUp(t.app, { role: 'client' }),
    await signUp(t.app, { role: 'freelancer' }),
    await signUp(t.app, { role: 'client' }),
    await signUp(t.app, { role: 'freelancer' }),
  ];
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(t.app, user)({ method, url: `/api/v1/applications${url}`, payload });
const ids = (res: { json: () => { data: { _id: string }[] } }) => res.json().data.map((a) => a._id);
const attachmentCount = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads/private/attachments')).length;
  } catch {
    return 0;
  }
};
const newApplication = async (freelancer = applicant) =>
  createApplication(t.app, freelancer, (await createPost(t.app, owner))._id);

describe('GET /applications/getapplications', () => {
  it("lists the applications to the client's posts only, newest first, a page at a time", async () => {
    const client = await signUp(t.app, { role: 'client' });
    const post = await createPost(t.app, client);
    const a = await createApplication(t.app, applicant, post._id);
    const b = await createApplication(t.app, otherFreelancer, post._id);
    const c = await createApplication(t.app, applicant, (await createPost(t.app, client))._id);
    await newApplication(); // to another client's post
    const first = await call(client, 'GET', '/getapplications?limit=2');
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([c._id, b._id]);
    expect(first.json().data[1].userId).toMatchObject({ _id: otherFreelancer.id, email: otherFreelancer.email });
    const second = await call(client, 'GET', `/getapplications?limit=2&cursor=${first.json().meta.nextCursor}`);
    expect(ids(second)).toEqual([a._id]);
    expect(second.json().meta.nextCursor).toBeNull();
  });

  it('answers 403 to a freelancer and 401 to a guest', async () => {
    expect((await call(applicant, 'GET', '/getapplications')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/getapplications')).statusCode).toBe(401);
  });
});

describe('GET /applications/myapplications', () => {
  it("lists the freelancer's own applications with their posts, newest first", async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const first = await newApplication(freelancer);
    const second = await newApplication(freelancer);
    const res = await call(freelancer, 'GET', '/myapplications');
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([second._id, first._id]);
    expect(res.json().data[0].postId).toEqual(second.postId);
  });

  it('answers 403 to a client and 401 to a guest', async () => {
    expect((await call(owner, 'GET', '/myapplications')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/myapplications')).statusCode).toBe(401);
  });
});

describe('GET /applications/getapplication/{id}', () => {
  it('shows the application to the post owner and to the applicant', async () => {
    const application = await newApplication();
    for (const user of [owner, applicant]) {
      const res = await call(user, 'GET', `/getapplication/${application._id}`);
      expect(res.statusCode).toBe(200);
      const { applicantRecord, ...rest } = res.json().data;
      expect(rest).toEqual(application);
      expect(applicantRecord).toEqual({ rating: null, reviewCount: 0, completedOrders: 0, projects: [] });
    }
  });

  it("carries the applicant's rating, review count, completed orders and portfolio, in one query", async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, freelancer);
    const parties = { gigId, buyerId: otherClient.id, sellerId: freelancer.id };
    const done = [await orderInState(t, parties, 'completed'), await orderInState(t, parties, 'completed')];
    await orderInState(t, parties, 'in_progress');
    await t.ctx.db.insert(reviews).values([
      { gigId, sellerId: freelancer.id, userId: otherClient.id, orderId: done[0], desc: 'Great', star: 5 },
      { gigId, sellerId: freelancer.id, userId: otherClient.id, orderId: done[1], desc: 'Fine', star: 4 },
      {
        gigId,
        sellerId: freelancer.id,
        userId: otherClient.id,
        desc: 'Hidden by moderation',
        star: 1,
        hiddenAt: new Date(),
      },
    ]);
    for (const title of ['Shop', 'Blog']) {
      expect(
        (
          await as(
            t.app,
            freelancer,
          )({ method: 'POST', url: '/api/v1/project', payload: { title, projectUrl: `https://example.com/${title}` } })
        ).statusCode,
      ).toBeLessThan(300);
    }
    const application = await newApplication(freelancer);
    // Every read goes through db.select: as many for this full record as for an empty one (no N+1).
    const readsFor = async (id: string) => {
      await call(owner, 'GET', `/getapplication/${id}`); // the session is cached from here on
      // Work left running after earlier answers (a new gig's saved-search alerts) must not be counted.
      await t.ctx.later.idle();
      const spy = vi.spyOn(t.ctx.db, 'select');
      const answer = await call(owner, 'GET', `/getapplication/${id}`);
      // The endpoint's own reads: on PostgreSQL a user row's change is announced asynchronously, and
      // one arriving late evicts the cached session, which is then looked up again (not this read).
      const reads = spy.mock.calls.filter(([fields]) => !(fields && 'lastSeenAt' in fields)).length;
      spy.mockRestore();
      return { answer, reads };
    };
    const empty = await readsFor((await newApplication())._id);
    const { answer: res, reads } = await readsFor(application._id);
    expect(res.statusCode).toBe(200);
    expect(reads).toBe(empty.reads);
    expect(reads).toBe(1);
    expect(res.json().data.applicantRecord).toEqual({
      rating: 4.5,
      reviewCount: 2,
      completedOrders: 2,
      projects: [
        { _id: expect.any(String), title: 'Shop', projectUrl: 'https://example.com/Shop' },
        { _id: expect.any(String), title: 'Blog', projectUrl: 'https://example.com/Blog' },
      ],
    });
  });

  it('answers 403 to anyone else, 404 for an unknown id, 400 for a malformed one and 401 to a guest', async () => {
    const application = await newApplication();
    for (const user of [otherClient, otherFreelancer])
      expect((await call(user, 'GET', `/getapplication/${application._id}`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', `/getapplication/${UNKNOWN_ID}`)).json()).toMatchObject({
      statusCode: 404,
      message: 'Application not found',
    });
    expect((await call(owner, 'GET', '/getapplication/xyz')).statusCode).toBe(400);
    expect((await call(null, 'GET', `/getapplication/${application._id}`)).statusCode).toBe(401);
  });
});

describe('PUT /applications/updateapplication/{id}', () => {
  it('lets the post owner mark it completed, once, notifying the applicant once', async () => {
    const application = await newApplication();
    const res = await call(owner, 'PUT', `/updateapplication/${application._id}`, { isCompleted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Application checked successfully!',
      data: { _id: application._id, isCompleted: true },
    });
    expect((await call(applicant, 'GET', `/getapplication/${application._id}`)).json().data.isCompleted).toBe(true);
    expect(
      (await call(owner, 'PUT', `/updateapplication/${application._id}`, { isCompleted: 'true' })).statusCode,
    ).toBe(200);
    const sent = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.id), eq(notifications.type, 'application.completed')));
    expect(sent.filter((n) => n.text.includes(application.postId.title))).toHaveLength(1);
    expect(sent[0]).toMatchObject({ link: '/myapplication' });
  });

  it('refuses to move it back to false or a missing value (400), and it stays as it was', async () => {
    const application = await newApplication();
    const back = await call(owner, 'PUT', `/updateapplication/${application._id}`, { isCompleted: false });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('isCompleted: can only be set to true');
    expect((await call(owner, 'PUT', `/updateapplication/${application._id}`, {})).statusCode).toBe(400);
    expect((await call(owner, 'GET', `/getapplication/${application._id}`)).json().data.isCompleted).toBe(false);
  });

  it('never lets the badges contradict: a declined one cannot be completed, a completed one keeps its state (409)', async () => {
    const declined = await newApplication();
    expect((await call(owner, 'PUT', `/${declined._id}/status`, { status: 'declined' })).statusCode).toBe(200);
    const refused = await call(owner, 'PUT', `/updateapplication/${declined._id}`, { isCompleted: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/declined application cannot be marked completed/);
    expect((await call(owner, 'GET', `/getapplication/${declined._id}`)).json().data).toMatchObject({
      isCompleted: false,
      status: 'declined',
    });

    const completed = await newApplication();
    expect((await call(owner, 'PUT', `/updateapplication/${completed._id}`, { isCompleted: true })).statusCode).toBe(
      200,
    );
    for (const status of ['shortlisted', 'declined', 'pending']) {
      const res = await call(owner, 'PUT', `/${completed._id}/status`, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/marked completed/);
    }
    expect((await call(applicant, 'GET', `/getapplication/${completed._id}`)).json().data).toMatchObject({
      isCompleted: true,
      status: 'pending',
    });
  });

  it('answers 403 to the applicant and other users, 404 for an unknown id and 401 to a guest', async () => {
    const application = await newApplication();
    for (const user of [applicant, otherClient, otherFreelancer]) {
      expect((await call(user, 'PUT', `/updateapplication/${application._id}`, { isCompleted: true })).statusCode).toBe(
        403,
      );
    }
    expect((await call(owner, 'PUT', `/updateapplication/${UNKNOWN_ID}`, { isCompleted: true })).statusCode).toBe(404);
    expect((await call(null, 'PUT', `/updateapplication/${application._id}`, { isCompleted: true })).statusCode).toBe(
      401,
    );
    expect((await call(owner, 'GET', `/getapplication/${application._id}`)).json().data.isCompleted).toBe(false);
  });
});

describe('DELETE /applications/deleteapplication/{id}', () => {
  it('lets the applicant or the post owner delete it, with its attachment file', async () => {
    for (const user of [applicant, owner]) {
      const application = await newApplication();
      const files = attachmentCount();
      const res = await call(user, 'DELETE', `/deleteapplication/${application._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Application deleted successfully!');
      expect((await call(owner, 'GET', `/getapplication/${application._id}`)).statusCode).toBe(404);
      expect(attachmentCount()).toBe(files - 1);
    }
  });

  it('answers 403 to anyone else (and keeps it), 404 for an unknown id and 401 to a guest', async () => {
    const application = await newApplication();
    for (const user of [otherClient, otherFreelancer])
      expect((await call(user, 'DELETE', `/deleteapplication/${application._id}`)).statusCode).toBe(403);
    expect((await call(applicant, 'GET', `/getapplication/${application._id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/deleteapplication/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(null, 'DELETE', `/deleteapplication/${application._id}`)).statusCode).toBe(401);
  });
});

describe('GET /applications/{id}/attachment', () => {
  it('sends the file as a download to the post owner and the applicant', async () => {
    const application = await newApplication();
    for (const user of [owner, applicant]) {
      const res = await as(t.app, user)({ method: 'GET', url: application.attachment! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="application-${application._id}.png"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('answers 403 to anyone else, 401 to a guest, 404 for an unknown application, and is not public', async () => {
    const application = await newApplication();
    for (const user of [otherClient, otherFreelancer])
      expect((await as(t.app, user)({ method: 'GET', url: application.attachment! })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: application.attachment! })).statusCode).toBe(401);
    expect((await call(owner, 'GET', `/${UNKNOWN_ID}/attachment`)).statusCode).toBe(404);
    const [file] = readdirSync(path.join(t.dataDir, 'uploads/private/attachments'));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/private/attachments/${file}` })).statusCode).toBe(
      404,
    );
  });
});
