import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL } from '../../server/platform/events';
import { conversationPair, postMessage } from '../support/messaging';
import { listenOnce, openEventStream, type EventStream } from '../support/sse';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];
const open = async (cookie?: string) => {
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnce(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('GET /events', () => {
  it('answers 401 without a session, as JSON, and streams nothing', async () => {
    const res = await fetch(`${baseUrl}/api/v1/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ statusCode: 401, success: false, message: 'Please log in to continue' });
    const stale = await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie: 'workify_session=not-a-session' } });
    expect(stale.status).toBe(401);
  });

  it('opens an event stream with no buffering and says it is ready', async () => {
    const user = await signUp(t.app);
    const stream = await open(user.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    await stream.waitFor((e) => 'event' in e && e.event === 'ready');
  });

  it('delivers a message to both participants, and nothing to a third user', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const outsider = await signUp(t.app, { role: 'freelancer' });
    const [clientStream, freelancerStream, outsiderStream] = await Promise.all([
      open(client.cookie),
      open(freelancer.cookie),
      open(outsider.cookie),
    ]);
    await Promise.all([clientStream, freelancerStream, outsiderStream].map((s) => s.waitFor((e) => 'event' in e)));

    const sent = await postMessage(t.app, client, conversation.id, 'Hello there');
    const isMessage = (e: EventStream['received'][number]) => 'type' in e && e.type === 'message.created';
    expect(await freelancerStream.waitFor(isMessage)).toEqual({
      type: 'message.created',
      conversationId: conversation.id,
      messageId: sent._id,
    });
    await freelancerStream.waitFor((e) => 'type' in e && e.type === 'notification.created');
    expect(await clientStream.waitFor(isMessage)).toEqual({
      type: 'message.created',
      conversationId: conversation.id,
      messageId: sent._id,
    });
    // Every NOTIFY of that send has been fanned out by now; the outsider heard only "ready".
    expect(outsiderStream.received).toEqual([{ event: 'ready' }]);
    expect(clientStream.received.some((e) => 'type' in e && e.type === 'notification.created')).toBe(false);
  });

  it('reaches every open stream of the user; a logged-out session cannot reconnect', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const [tab1, tab2] = await Promise.all([open(freelancer.cookie), open(freelancer.cookie)]);
    await Promise.all([tab1, tab2].map((s) => s.waitFor((e) => 'event' in e)));
    await postMessage(t.app, client, conversation.id, 'To both tabs');
    await Promise.all([tab1, tab2].map((s) => s.waitFor((e) => 'type' in e && e.type === 'message.created')));

    expect((await as(t.app, freelancer)({ method: 'POST', url: '/api/v1/users/logout' })).statusCode).toBe(200);
    const again = await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie: freelancer.cookie } });
    expect(again.status).toBe(401);
  });

  it('survives a malformed payload on the channel and keeps delivering', async () => {
    const user = await signUp(t.app);
    const stream = await open(user.cookie);
    await stream.waitFor((e) => 'event' in e);
    await t.database.channel.notify(EVENTS_CHANNEL, 'not json');
    await t.ctx.events.publish(user.id, { type: 'notification.read' });
    expect(await stream.waitFor((e) => 'type' in e)).toEqual({ type: 'notification.read' });
  });

  it('carries the read state to the reader’s other tabs', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    await postMessage(t.app, client, conversation.id, 'Read me');
    const otherTab = await open(freelancer.cookie);
    await otherTab.waitFor((e) => 'event' in e);
    expect(
      (await as(t.app, freelancer)({ method: 'PUT', url: `/api/v1/conversations/${conversation.id}` })).statusCode,
    ).toBe(200);
    expect(await otherTab.waitFor((e) => 'type' in e && e.type === 'conversation.read')).toEqual({
      type: 'conversation.read',
      conversationId: conversation.id,
    });
    await otherTab.waitFor((e) => 'type' in e && e.type === 'notification.read');
  });
});
