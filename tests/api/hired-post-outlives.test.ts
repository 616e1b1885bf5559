import { describe, expect, it } from 'vitest';
import { offerCall, offerFromApplication, payOffer, postWithApplicant } from '../support/offers';
import { applyTo } from '../support/posts';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

// Issue 30, finding 4: what a hired freelancer needs (their application and the post it was
// for) stays when the client deletes the post or their whole account.
const t = useTestApp();

const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(t.app, user)({ method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });
const markCompleted = (client: TestUser, applicationId: string) =>
  call(client, 'PUT', `/applications/updateapplication/${applicationId}`, { isCompleted: true });

describe('DELETE /posts/deletepost/{postId}', () => {
  it('refuses (409) a post someone was hired for, and the hired freelancer still reads their application and the post', async () => {
    const { client, freelancer, post, application } = await postWithApplicant(t);
    const offer = await offerFromApplication(t, client, application._id);
    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
    await payOffer(t, client, offer._id);

    const res = await call(client, 'DELETE', `/posts/deletepost/${post._id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(
      'Someone was hired for this post: it stays as the record of their work and cannot be deleted. It is no longer on the job board.',
    );

    const mine = (await call(freelancer, 'GET', '/applications/myapplications')).json();
    expect(mine.data.find((a: { _id: string }) => a._id === application._id)).toMatchObject({
      status: 'hired',
      postId: { _id: post._id, title: post.title, status: 'hired' },
    });
    const page = await call(freelancer, 'GET', `/applications/getapplication/${application._id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.postId).toMatchObject({ title: post.title, description: post.description });
  });

  it('refuses a post whose application was marked completed, and still deletes one with no hire (with its applications)', async () => {
    const { client, post, application } = await postWithApplicant(t);
    expect((await markCompleted(client, application._id)).statusCode).toBe(200);
    expect((await call(client, 'DELETE', `/posts/deletepost/${post._id}`)).statusCode).toBe(409);

    const other = await postWithApplicant(t, client);
    expect((await call(client, 'DELETE', `/posts/deletepost/${other.post._id}`)).statusCode).toBe(200);
    expect(
      (await call(other.freelancer, 'GET', `/applications/getapplication/${other.application._id}`)).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /users/delete-account: the hired freelancer’s post', () => {
  it('keeps the post and the completed application for the freelancer, the client shown as "Deleted user"', async () => {
    const { client, freelancer, post, application } = await postWithApplicant(t);
    expect((await markCompleted(client, application._id)).statusCode).toBe(200);
    const unhired = await postWithApplicant(t, client);
    const res = await call(client, 'DELETE', '/users/delete-account', { password: client.password });
    expect(res.statusCode, res.body).toBe(200);

    const page = await call(freelancer, 'GET', `/applications/getapplication/${application._id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      isCompleted: true,
      postId: { _id: post._id, title: post.title, description: post.description },
    });
    const mine = (await call(freelancer, 'GET', '/applications/myapplications')).json();
    expect(mine.data.map((a: { _id: string }) => a._id)).toContain(application._id);
    const shown = await call(freelancer, 'GET', `/posts/get-single-post/${post._id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.client).toMatchObject({ _id: null, fullName: 'Deleted user', avatar: null });

    // A post nobody was hired for goes with the account, as before.
    expect(
      (await call(unhired.freelancer, 'GET', `/applications/getapplication/${unhired.application._id}`)).statusCode,
    ).toBe(404);
    expect((await call(unhired.freelancer, 'GET', `/posts/get-single-post/${unhired.post._id}`)).statusCode).toBe(404);
  });

  it('refuses a new application to the kept post (409), whose client has left', async () => {
    const { client, post, application } = await postWithApplicant(t);
    expect((await markCompleted(client, application._id)).statusCode).toBe(200);
    expect((await call(client, 'DELETE', '/users/delete-account', { password: client.password })).statusCode).toBe(200);
    const latecomer = await signUp(t.app, { role: 'freelancer' });
    const res = await applyTo(t.app, latecomer, post._id);
    expect(res.statusCode, res.body).toBe(409);
  });
});
