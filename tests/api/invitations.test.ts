import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY } from '@shared/schemas/invitations';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { createApplication, createPost } from '../support/posts';
import { makeAdmin, suspend } from '../support/moderation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example.com' });
});
afterAll(() => t.close());

const invite = (
  user: TestUser | null,
  postId: string,
  freelancerId: string,
  message = 'Your portfolio fits this job.',
) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/posts/${postId}/invitations`, payload: { freelancerId, message } });
const invited = (user: TestUser, postId: string) =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/posts/${postId}/invitations` });
const bell = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications' })).json().data as {
    type: string;
    text: string;
    link: string;
  }[];

async function people() {
  const client = await signUp(t.app, { role: 'client', fullName: 'Cora Client' });
  const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Fay Freelancer' });
  const post = await createPost(t.app, client, { title: 'Logo for a bakery' });
  return { client, freelancer, post };
}

describe('POST /posts/{postId}/invitations', () => {
  it('invites a freelancer: their bell rings with the post, a mail links to it, the client sees them as invited', async () => {
    const { client, freelancer, post } = await people();
    const res = await invite(client, post._id, freelancer.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      postId: post._id,
      postTitle: 'Logo for a bakery',
      status: 'pending',
      applied: false,
      freelancer: { _id: freelancer.id, fullName: 'Fay Freelancer' },
      client: { _id: client.id },
    });
    expect(await bell(freelancer)).toEqual([
      expect.objectContaining({
        type: 'invitation.received',
        text: 'Cora Client invited you to apply to Logo for a bakery',
        link: `/post/${post._id}`,
      }),
    ]);
    await t.ctx.later.idle();
    const mail = t.outbox().find((m) => m.includes(`To: ${freelancer.email}`) && m.includes('invited you to a job'));
    expect(mail).toContain('Subject: Cora Client invited you to a job: Logo for a bakery');
    expect(mail).toContain(`https://workify.example.com/post/${post._id}`);
    expect(mail).toContain('Your portfolio fits this job.');
    const list = await invited(client, post._id);
    expect(list.json().data.map((i: { freelancer: { _id: string } }) => i.freelancer._id)).toEqual([freelancer.id]);
  });

  it('shows the freelancer their invitation on the post, and the client who then applied', async () => {
    const { client, freelancer, post } = await people();
    await invite(client, post._id, freelancer.id);
    const mine = await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/posts/${post._id}/invitations/mine` });
    expect(mine.json().data).toMatchObject({ status: 'pending', client: { fullName: 'Cora Client' } });
    const other = await signUp(t.app, { role: 'freelancer' });
    expect(
      (await as(t.app, other)({ method: 'GET', url: `/api/v1/posts/${post._id}/invitations/mine` })).json().data,
    ).toBeNull();
    await createApplication(t.app, freelancer, post._id);
    expect((await invited(client, post._id)).json().data[0]).toMatchObject({ applied: true });
  });

  it("refuses a stranger's post (403), a freelancer (403), an unknown post (404) and a guest (401)", async () => {
    const { client, freelancer, post } = await people();
    const stranger = await signUp(t.app, { role: 'client' });
    const res = await invite(stranger, post._id, freelancer.id);
    expect(res.json()).toMatchObject({ statusCode: 403, message: 'You can only invite freelancers to your own posts' });
    expect((await invite(freelancer, post._id, freelancer.id)).json()).toMatchObject({
      statusCode: 403,
      message: 'Only clients can invite freelancers',
    });
    expect((await invite(client, UNKNOWN_ID, freelancer.id)).json()).toMatchObject({
      statusCode: 404,
      message: 'Post not found',
    });
    expect((await invite(null, post._id, freelancer.id)).statusCode).toBe(401);
    expect((await invited(stranger, post._id)).statusCode).toBe(403);
    expect(await bell(freelancer)).toEqual([]);
  });

  it('refuses a closed post (409) and a client or unknown person as the freelancer (404)', async () => {
    const { client, freelancer, post } = await people();
    expect((await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/close` })).statusCode).toBe(200);
    expect((await invite(client, post._id, freelancer.id)).json()).toMatchObject({
      statusCode: 409,
      message: 'Only an open post takes invitations',
    });
    const open = await createPost(t.app, client);
    expect((await invite(client, open._id, client.id)).json()).toMatchObject({
      statusCode: 404,
      message: 'Freelancer not found',
    });
    expect((await invite(client, open._id, UNKNOWN_ID)).statusCode).toBe(404);
    expect(await bell(freelancer)).toEqual([]);
  });

  it('refuses a blocked pair, either way, and a suspended freelancer', async () => {
    const { client, freelancer, post } = await people();
    await as(t.app, freelancer)({ method: 'POST', url: `/api/v1/users/${client.id}/block` });
    expect((await invite(client, post._id, freelancer.id)).json()).toMatchObject({
      statusCode: 403,
      message: 'You cannot invite this user.',
    });
    const other = await signUp(t.app, { role: 'freelancer' });
    await as(t.app, client)({ method: 'POST', url: `/api/v1/users/${other.id}/block` });
    expect((await invite(client, post._id, other.id)).json()).toMatchObject({
      statusCode: 403,
      message: 'You blocked this user. Unblock them to invite them.',
    });
    const gone = await signUp(t.app, { role: 'freelancer' });
    expect((await suspend(t, await makeAdmin(t), gone.id)).statusCode).toBe(200);
    expect((await invite(client, post._id, gone.id)).statusCode).toBe(404);
    expect((await invited(client, post._id)).json().data).toEqual([]);
  });

  it('keeps one invitation per pair, also when sent twice at once (409)', async () => {
    const { client, freelancer, post } = await people();
    const [a, b] = await Promise.all([
      invite(client, post._id, freelancer.id),
      invite(client, post._id, freelancer.id),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(
      'You already invited this freelancer to this post',
    );
    expect((await invited(client, post._id)).json().data).toHaveLength(1);
    expect(await bell(freelancer)).toHaveLength(1);
  });

  it(`sends at most ${INVITATIONS_PER_DAY} a day per client, also at once (429)`, async () => {
    const client = await signUp(t.app, { role: 'client' });
    const post = await createPost(t.app, client);
    const many = await Promise.all(
      Array.from({ length: INVITATIONS_PER_DAY + 2 }, () => signUp(t.app, { role: 'freelancer' })),
    );
    const results = await Promise.all(many.map((f) => invite(client, post._id, f.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(INVITATIONS_PER_DAY);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused.map((r) => r.json().message)).toEqual(
      Array(2).fill(`You can send at most ${INVITATIONS_PER_DAY} invitations a day`),
    );
  });

  it('refuses an empty message and a bad id, naming the field', async () => {
    const { client, freelancer, post } = await people();
    expect((await invite(client, post._id, freelancer.id, '  ')).json().errors).toEqual([
      { field: 'message', message: 'Message is required' },
    ]);
    expect((await invite(client, post._id, 'abc')).json().errors[0].field).toBe('freelancerId');
    expect((await invited(client, post._id)).json().data).toEqual([]);
  });
});

describe('POST /invitations/{id}/decline', () => {
  it('lets the invited freelancer decline: the client is told and sees it declined', async () => {
    const { client, freelancer, post } = await people();
    const id = (await invite(client, post._id, freelancer.id)).json().data._id as string;
    const res = await as(t.app, freelancer)({ method: 'POST', url: `/api/v1/invitations/${id}/decline` });
    expect(res.json()).toMatchObject({ statusCode: 200, data: { status: 'declined' } });
    expect((await invited(client, post._id)).json().data[0].status).toBe('declined');
    expect(await bell(client)).toEqual([
      expect.objectContaining({
        type: 'invitation.declined',
        text: 'Fay Freelancer declined your invitation to Logo for a bakery',
      }),
    ]);
    // Twice is once: no second bell.
    expect((await as(t.app, freelancer)({ method: 'POST', url: `/api/v1/invitations/${id}/decline` })).statusCode).toBe(
      200,
    );
    expect(await bell(client)).toHaveLength(1);
  });

  it('answers 404 to another freelancer and 403 to a client, changing nothing', async () => {
    const { client, freelancer, post } = await people();
    const id = (await invite(client, post._id, freelancer.id)).json().data._id as string;
    const other = await signUp(t.app, { role: 'freelancer' });
    expect((await as(t.app, other)({ method: 'POST', url: `/api/v1/invitations/${id}/decline` })).statusCode).toBe(404);
    expect((await as(t.app, client)({ method: 'POST', url: `/api/v1/invitations/${id}/decline` })).statusCode).toBe(
      403,
    );
    expect((await invited(client, post._id)).json().data[0].status).toBe('pending');
  });
});
