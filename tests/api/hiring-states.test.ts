import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications } from '../../server/db/schema';
import { orderStep, deliverWork, pdfFile } from '../support/orders';
import { applyTo, createPost } from '../support/posts';
import { offerCall, offerFromApplication, payOffer, postWithApplicant } from '../support/offers';
import { signUp, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { textFile } from '../support/multipart';

const t = useTestApp();

describe('POST /posts/{id}/close and /reopen', () => {
  it('lets the post’s client close it (it leaves the board and refuses applications) and reopen it', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client, { title: 'Closable post' });
    expect((await offerCall(t, freelancer, 'POST', `/posts/${post._id}/close`)).statusCode).toBe(403);
    const other = await signUp(t.app);
    expect((await offerCall(t, other, 'POST', `/posts/${post._id}/close`)).statusCode).toBe(403);
    expect((await offerCall(t, client, 'POST', `/posts/${UNKNOWN_ID}/close`)).statusCode).toBe(404);
    const closed = await offerCall(t, client, 'POST', `/posts/${post._id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ _id: post._id, status: 'closed' });
    expect((await offerCall(t, client, 'POST', `/posts/${post._id}/close`)).statusCode).toBe(409);
    expect(
      (await offerCall(t, freelancer, 'GET', '/posts/allposts?limit=100'))
        .json()
        .data.map((p: { _id: string }) => p._id),
    ).not.toContain(post._id);
    expect((await applyTo(t.app, freelancer, post._id)).statusCode).toBe(409);
    const mine = await offerCall(t, client, 'GET', '/posts/mypost');
    expect(mine.json().data.find((p: { _id: string }) => p._id === post._id).status).toBe('closed');
    expect((await offerCall(t, client, 'POST', `/posts/${post._id}/reopen`)).json().data.status).toBe('open');
    expect((await offerCall(t, client, 'POST', `/posts/${post._id}/reopen`)).statusCode).toBe(409);
    expect((await applyTo(t.app, freelancer, post._id)).statusCode).toBe(201);
  });
});

describe('Applying', () => {
  it('accepts a PDF CV (by its bytes), refuses other files (415), and tells the post page the freelancer applied', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    expect((await applyTo(t.app, freelancer, post._id, { attachment: textFile('cv.pdf') })).statusCode).toBe(415);
    const res = await applyTo(t.app, freelancer, post._id, { attachment: pdfFile('cv.pdf') });
    expect(res.statusCode).toBe(201);
    const file = await offerCall(t, client, 'GET', `/applications/${res.json().data._id}/attachment`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const page = await offerCall(t, freelancer, 'GET', `/posts/get-single-post/${post._id}`);
    expect(page.json().data.myApplication).toMatchObject({ _id: res.json().data._id, status: 'pending' });
    expect(Date.parse(page.json().data.myApplication.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('PUT /applications/{id}/status', () => {
  it('lets the post’s client shortlist and decline; the freelancer sees the state and hears of a decline (bell and mail)', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const res = await offerCall(t, client, 'PUT', `/applications/${application._id}/status`, { status: 'shortlisted' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ _id: application._id, status: 'shortlisted' });
    await offerCall(t, client, 'PUT', `/applications/${application._id}/status`, { status: 'declined' });
    const mine = await offerCall(t, freelancer, 'GET', '/applications/myapplications');
    expect(mine.json().data[0].status).toBe('declined');
    const bell = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, freelancer.id), eq(notifications.type, 'application.declined')));
    expect(bell).toHaveLength(1);
    expect(t.outbox().some((m) => m.includes(`To: ${freelancer.email}`) && m.includes('was declined'))).toBe(true);
    const filtered = await offerCall(t, client, 'GET', '/applications/getapplications?status=declined');
    expect(filtered.json().data.map((a: { _id: string }) => a._id)).toEqual([application._id]);
    expect((await offerCall(t, client, 'GET', '/applications/getapplications?status=shortlisted')).json().data).toEqual(
      [],
    );
  });

  it('refuses the applicant (403), another client (403), hired (400: not settable), an unknown id (404); a hired application never changes (409)', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    expect(
      (await offerCall(t, freelancer, 'PUT', `/applications/${application._id}/status`, { status: 'shortlisted' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await offerCall(t, await signUp(t.app), 'PUT', `/applications/${application._id}/status`, {
          status: 'shortlisted',
        })
      ).statusCode,
    ).toBe(403);
    const hired = await offerCall(t, client, 'PUT', `/applications/${application._id}/status`, { status: 'hired' });
    expect(hired.statusCode).toBe(400);
    expect(hired.json().errors[0].field).toBe('status');
    expect(
      (await offerCall(t, client, 'PUT', `/applications/${UNKNOWN_ID}/status`, { status: 'declined' })).statusCode,
    ).toBe(404);
    const offer = await offerFromApplication(t, client, application._id);
    await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    await payOffer(t, client, offer._id);
    expect(
      (await offerCall(t, client, 'PUT', `/applications/${application._id}/status`, { status: 'declined' })).statusCode,
    ).toBe(409);
    const [row] = await t.ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, application._id));
    expect(row!.status).toBe('hired');
    // isCompleted keeps working beside the state.
    expect(
      (
        await offerCall(t, client, 'PUT', `/applications/updateapplication/${application._id}`, { isCompleted: true })
      ).json().data,
    ).toMatchObject({ isCompleted: true, status: 'hired' });
  });
});

describe('Reviews of an offer’s order', () => {
  it('runs the order to completion, then the client reviews it once (POST /reviews {orderId}), the freelancer rates the client, and GET /reviews/received lists it with the average', async () => {
    const { client, freelancer, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`);
    const orderId = await payOffer(t, client, offer._id);
    const early = await offerCall(t, client, 'POST', '/reviews', { orderId, star: 5, desc: 'Great' });
    expect(early.statusCode).toBe(409);
    expect(
      (await orderStep(t, client, orderId, 'requirements', { requirements: 'Our logo and colours' })).statusCode,
    ).toBe(200);
    expect((await deliverWork(t, freelancer, orderId)).statusCode).toBe(200);
    expect((await orderStep(t, client, orderId, 'accept')).statusCode).toBe(200);

    expect((await offerCall(t, freelancer, 'POST', '/reviews', { orderId, star: 5, desc: 'x' })).statusCode).toBe(403);
    expect(
      (await offerCall(t, await signUp(t.app), 'POST', '/reviews', { orderId, star: 5, desc: 'x' })).statusCode,
    ).toBe(404);
    const review = await offerCall(t, client, 'POST', '/reviews', { orderId, star: 4, desc: 'Lovely bakery page' });
    expect(review.statusCode).toBe(201);
    expect(review.json().data).toMatchObject({ gigId: null, star: 4, desc: 'Lovely bakery page' });
    expect((await offerCall(t, client, 'POST', '/reviews', { orderId, star: 5, desc: 'Again' })).statusCode).toBe(409);
    const rated = await orderStep(t, freelancer, orderId, 'rate-buyer', { star: 5, desc: 'Clear brief' });
    expect(rated.statusCode).toBe(200);

    const received = await t.app.inject({ method: 'GET', url: `/api/v1/reviews/received/${freelancer.id}` });
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({ average: 4, count: 1 });
    expect(received.json().data.reviews[0]).toMatchObject({
      desc: 'Lovely bakery page',
      star: 4,
      about: 'Landing page for a bakery',
      user: { _id: client.id },
    });
    expect(received.json().meta).toEqual({ nextCursor: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/reviews/received/${UNKNOWN_ID}` })).statusCode).toBe(404);
  });
});
