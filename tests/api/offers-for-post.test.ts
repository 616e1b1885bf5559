import { describe, expect, it } from 'vitest';
import type { Conversation } from '@shared/schemas/conversations';
import { conversationPair } from '../support/messaging';
import { offerCall, offerTerms, payOffer } from '../support/offers';
import { createApplication, createPost } from '../support/posts';
import { as, signUp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const offerIn = (user: TestUser, conversation: Conversation, extra: object) =>
  offerCall(t, user, 'POST', '/offers', { conversationId: conversation.id, ...offerTerms, ...extra });

describe('POST /offers in a conversation, for one of the client’s posts', () => {
  it('is made from the freelancer’s application: paying it hires them, fills the post and moves the Hired tab', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const post = await createPost(t.app, client, { title: 'Bakery website' });
    const application = await createApplication(t.app, freelancer, post._id);
    expect(
      (await offerCall(t, client, 'PUT', `/applications/${application._id}/status`, { status: 'shortlisted' }))
        .statusCode,
    ).toBe(200);

    const sent = await offerIn(client, conversation, { postId: post._id });
    expect(sent.statusCode).toBe(201);
    const offer = sent.json().data;
    expect(offer).toMatchObject({
      applicationId: application._id,
      postId: post._id,
      postTitle: 'Bakery website',
      conversationId: conversation.id,
      title: 'Bakery website',
    });
    // Its card is in the thread, as any offer made in a conversation.
    const thread = await offerCall(t, client, 'GET', `/messages/${conversation.id}`);
    expect(JSON.stringify(thread.json())).toContain(offer._id);
    // The application page shows the same offer; a second one for the post is refused while it is open.
    expect(
      (await offerCall(t, client, 'GET', `/applications/getapplication/${application._id}`)).json().data.offer,
    ).toMatchObject({ _id: offer._id });
    expect((await offerIn(client, conversation, { postId: post._id })).statusCode).toBe(409);

    expect((await offerCall(t, freelancer, 'POST', `/offers/${offer._id}/accept`)).statusCode).toBe(200);
    await payOffer(t, client, offer._id);
    expect(
      (await offerCall(t, client, 'GET', `/applications/getapplication/${application._id}`)).json().data.status,
    ).toBe('hired');
    const hired = await offerCall(t, client, 'GET', '/applications/getapplications?status=hired');
    expect(hired.json().data.map((a: { _id: string }) => a._id)).toEqual([application._id]);
    const mine = await offerCall(t, client, 'GET', '/posts/mypost');
    expect(mine.json().data.find((p: { _id: string }) => p._id === post._id).status).toBe('hired');
  });

  it('lists one freelancer’s applications to the client, for the form to ask which post', async () => {
    const { client, freelancer } = await conversationPair(t.app);
    const other = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const mine = await createApplication(t.app, freelancer, post._id);
    await createApplication(t.app, other, post._id);
    const res = await offerCall(t, client, 'GET', `/applications/getapplications?applicantId=${freelancer.id}`);
    expect(res.json().data.map((a: { _id: string }) => a._id)).toEqual([mine._id]);
    expect((await offerCall(t, client, 'GET', '/applications/getapplications?applicantId=nope')).statusCode).toBe(400);
  });

  it('refuses a post that is not the client’s (403), one the freelancer did not apply to (400), a declined or closed one (409), and a freelancer naming a post (403)', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const stranger = await signUp(t.app);
    const foreign = await createPost(t.app, stranger);
    await createApplication(t.app, freelancer, foreign._id);
    const foreignRes = await offerIn(client, conversation, { postId: foreign._id });
    expect(foreignRes.statusCode).toBe(403);

    const notApplied = await createPost(t.app, client);
    const missing = await offerIn(client, conversation, { postId: notApplied._id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/postId: this freelancer has not applied to this post/);
    expect((await offerIn(client, conversation, { postId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await offerIn(client, conversation, { postId: 'nope' })).statusCode).toBe(400);

    const declinedPost = await createPost(t.app, client);
    const declined = await createApplication(t.app, freelancer, declinedPost._id);
    await offerCall(t, client, 'PUT', `/applications/${declined._id}/status`, { status: 'declined' });
    expect((await offerIn(client, conversation, { postId: declinedPost._id })).statusCode).toBe(409);

    const closedPost = await createPost(t.app, client);
    await createApplication(t.app, freelancer, closedPost._id);
    await offerCall(t, client, 'POST', `/posts/${closedPost._id}/close`);
    expect((await offerIn(client, conversation, { postId: closedPost._id })).statusCode).toBe(409);

    const openPost = await createPost(t.app, client);
    await createApplication(t.app, freelancer, openPost._id);
    expect((await offerIn(freelancer, conversation, { postId: openPost._id })).statusCode).toBe(403);
    // A post with an application id is a contradiction: the application already names its post.
    const both = await as(
      t.app,
      client,
    )({
      method: 'POST',
      url: '/api/v1/offers',
      payload: { applicationId: UNKNOWN_ID, postId: openPost._id, ...offerTerms },
    });
    expect(both.statusCode).toBe(400);
    // Nothing was made by any refusal.
    const offers = await offerCall(t, client, 'GET', '/offers');
    expect(offers.json().data).toEqual([]);
  });
});
