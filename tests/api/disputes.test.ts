import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes, orderEvents, orders } from '../../server/db/schema';
import { sweepDeliveredOrders } from '../../server/modules/orders/sweep';
import { bells, disputeCast, disputedOrder, disputeStep, getDispute, openDispute } from '../support/disputes';
import { multipart, pngFile, textFile } from '../support/multipart';
import { deliverWork, getOrder, orderStep, paidOrder, pdfFile } from '../support/orders';
import { as, createTestApp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let stranger: TestUser;
let admin: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ seller, stranger, admin, gigId } = await disputeCast(t));
});
afterAll(() => t.close());

const orderRow = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const kinds = async (id: string) =>
  (await t.ctx.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, id))).map(
    (e) => e.kind,
  );

describe('POST /orders/{id}/dispute', () => {
  it('lets the buyer open a dispute on a delivered order: 201, the order disputed, the seller told by bell and mail', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    await deliverWork(t, seller, orderId);
    const res = await openDispute(t, buyer, orderId, {
      reason: 'not_as_described',
      details: '  Three colours were agreed, the logo has one  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      orderId,
      status: 'open',
      reason: 'not_as_described',
      details: 'Three colours were agreed, the logo has one',
      openedBy: { _id: buyer.id },
      openedBySide: 'buyer',
      previousStatus: 'delivered',
      escalatedAt: null,
      outcome: null,
      refundCents: null,
      closedAt: null,
      order: {
        _id: orderId,
        title: 'Logo gig',
        priceCents: 5000,
        currency: 'usd',
        status: 'disputed',
        seller: { _id: seller.id, fullName: 'Sam Seller' },
      },
      viewerSide: 'buyer',
      messages: [],
      proposals: [],
      allowedActions: ['message', 'propose', 'withdraw'],
    });
    expect(new Date(data.escalateAt).getTime() - new Date(data.createdAt).getTime()).toBe(48 * 3_600_000);
    expect((await orderRow(orderId)).status).toBe('disputed');
    expect(await kinds(orderId)).toContain('disputed');
    const order = (await getOrder(t, buyer, orderId)).json();
    expect(order).toMatchObject({ status: 'disputed', disputeId: data._id, allowedActions: [] });
    expect(order.timeline.at(-1)).toMatchObject({
      kind: 'disputed',
      actorId: buyer.id,
      message: 'The work is not what was ordered',
    });
    expect(await bells(t, seller.id, 'dispute.opened', data._id)).toHaveLength(1);
    expect(
      t.outbox().some((m) => m.includes(`To: ${seller.email}`) && m.includes('opened a dispute on Logo gig')),
    ).toBe(true);
  });

  it('lets the seller open one on an order in progress or in revision', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await openDispute(t, seller, orderId, {
      reason: 'unresponsive',
      details: 'No requirements after a week',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      openedBySide: 'seller',
      previousStatus: 'in_progress',
      viewerSide: 'seller',
    });
    expect((await getDispute(t, buyer, res.json().data._id)).json().data.allowedActions).toEqual([
      'message',
      'propose',
    ]);
    const revised = await paidOrder(t, gigId);
    await deliverWork(t, seller, revised.orderId);
    expect((await orderStep(t, revised.buyer, revised.orderId, 'revision', { message: 'Bluer' })).statusCode).toBe(200);
    expect((await openDispute(t, seller, revised.orderId)).json().data.previousStatus).toBe('revision');
  });

  it('answers a stranger and an admin who is no party 404, signed out 401, an unknown order 404', async () => {
    const { orderId } = await paidOrder(t, gigId);
    for (const user of [stranger, admin]) expect((await openDispute(t, user, orderId)).statusCode).toBe(404);
    expect((await openDispute(t, null, orderId)).statusCode).toBe(401);
    expect((await openDispute(t, stranger, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await orderRow(orderId)).status).toBe('in_progress');
  });

  it('refuses a completed or cancelled order (409) and a second open dispute (409)', async () => {
    const done = await paidOrder(t, gigId);
    await deliverWork(t, seller, done.orderId);
    await orderStep(t, done.buyer, done.orderId, 'accept');
    const completed = await openDispute(t, done.buyer, done.orderId);
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe(
      'A dispute can only be opened on an order in progress, delivered or in revision.',
    );
    const gone = await paidOrder(t, gigId);
    await orderStep(t, seller, gone.orderId, 'cancel', { reason: 'Sick' });
    expect((await openDispute(t, gone.buyer, gone.orderId)).statusCode).toBe(409);
    const { buyer, orderId } = await disputedOrder(t, gigId, seller);
    for (const user of [buyer, seller])
      expect((await openDispute(t, user, orderId)).json()).toMatchObject({
        statusCode: 409,
        message: 'This order already has an open dispute.',
      });
    expect(await t.ctx.db.select().from(disputes).where(eq(disputes.orderId, orderId))).toHaveLength(1);
  });

  it('opens one dispute when both parties open at once (the other 409)', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const answers = await Promise.all([openDispute(t, buyer, orderId), openDispute(t, seller, orderId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.ctx.db.select().from(disputes).where(eq(disputes.orderId, orderId))).toHaveLength(1);
    expect((await kinds(orderId)).filter((k) => k === 'disputed')).toHaveLength(1);
  });

  it('answers 400 naming the field for a missing reason or details', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const noReason = await openDispute(t, buyer, orderId, { details: 'x' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/reason/);
    const blank = await openDispute(t, buyer, orderId, { reason: 'other', details: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/details/);
    expect((await orderRow(orderId)).status).toBe('in_progress');
  });
});

describe('a disputed order', () => {
  it('refuses every other step (409): deliver, revision, accept, cancel by either party; auto-complete skips it', async () => {
    const { buyer, orderId } = await disputedOrder(t, gigId, seller);
    await t.ctx.db
      .update(orders)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const tries = [
      await deliverWork(t, seller, orderId),
      await orderStep(t, buyer, orderId, 'revision', { message: 'More' }),
      await orderStep(t, buyer, orderId, 'accept'),
      await orderStep(t, seller, orderId, 'cancel', { reason: 'Done with it' }),
      await orderStep(t, buyer, orderId, 'cancel', { reason: 'Late' }),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(tries[3]!.json().message).toBe('This order can no longer be cancelled.');
    expect(await sweepDeliveredOrders(t.ctx, new Date(Date.now() + 30 * 86_400_000))).not.toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('disputed');
  });
});

describe('GET /disputes/{id}', () => {
  it('shows the dispute to both parties and to admins (who may only write), and 404 to anyone else', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    expect((await getDispute(t, seller, disputeId)).json().data).toMatchObject({
      viewerSide: 'seller',
      allowedActions: ['message', 'propose'],
    });
    expect((await getDispute(t, buyer, disputeId)).json().data.viewerSide).toBe('buyer');
    expect((await getDispute(t, admin, disputeId)).json().data).toMatchObject({
      viewerSide: 'admin',
      allowedActions: ['message'],
    });
    expect((await getDispute(t, stranger, disputeId)).statusCode).toBe(404);
    expect((await getDispute(t, null, disputeId)).statusCode).toBe(401);
    expect((await getDispute(t, buyer, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await as(t.app, buyer)({ method: 'GET', url: '/api/v1/disputes/nope' })).statusCode).toBe(400);
  });
});

const postMessage = (user: TestUser | null, disputeId: string, fields: Parameters<typeof multipart>[0]) =>
  as(t.app, user)({ method: 'POST', url: `/api/v1/disputes/${disputeId}/messages`, ...multipart(fields) });

describe('POST /disputes/{id}/messages', () => {
  it('adds text and evidence files, private to the parties and admins; the other party hears the bell', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const png = await pngFile(30, 20, 'screenshot.png');
    const res = await postMessage(buyer, disputeId, {
      body: 'See the screenshot and the brief',
      files: [png, pdfFile('brief.pdf')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [message] = res.json().data.messages;
    expect(message).toMatchObject({
      author: { _id: buyer.id },
      side: 'buyer',
      body: 'See the screenshot and the brief',
    });
    expect(message.files).toEqual([
      {
        name: 'screenshot.png',
        type: 'image/png',
        size: png.data.length,
        url: `/api/v1/disputes/${disputeId}/messages/${message._id}/files/0`,
      },
      {
        name: 'brief.pdf',
        type: 'application/pdf',
        size: expect.any(Number),
        url: `/api/v1/disputes/${disputeId}/messages/${message._id}/files/1`,
      },
    ]);
    for (const user of [buyer, seller, admin]) {
      const file = await as(t.app, user)({ method: 'GET', url: message.files[0].url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(png.data)).toBe(true);
    }
    expect((await as(t.app, stranger)({ method: 'GET', url: message.files[0].url })).statusCode).toBe(404);
    expect((await as(t.app, null)({ method: 'GET', url: message.files[0].url })).statusCode).toBe(401);
    expect(
      (await as(t.app, buyer)({ method: 'GET', url: `/api/v1/disputes/${disputeId}/messages/${message._id}/files/3` }))
        .statusCode,
    ).toBe(404);
    expect(await bells(t, seller.id, 'dispute.message', disputeId)).toHaveLength(1);
  });

  it('lets an admin write (both parties hear it) and takes a JSON text message', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const res = await as(
      t.app,
      admin,
    )({
      method: 'POST',
      url: `/api/v1/disputes/${disputeId}/messages`,
      payload: { body: 'Please both add your evidence' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.messages[0]).toMatchObject({ side: 'admin', author: { fullName: 'Ada Admin' }, files: [] });
    for (const user of [buyer, seller])
      expect(
        (await bells(t, user.id, 'dispute.message')).some(
          (b) => b.link === `/disputes/${disputeId}` && b.text.startsWith('Workify wrote'),
        ),
      ).toBe(true);
  });

  it('refuses an empty message (400 body), a file of another type (415), a stranger (404), a closed dispute (409)', async () => {
    const { buyer, disputeId } = await disputedOrder(t, gigId, seller);
    const empty = await postMessage(buyer, disputeId, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^body: /);
    expect((await postMessage(buyer, disputeId, { body: 'x', files: textFile('evil.png') })).statusCode).toBe(415);
    expect((await postMessage(stranger, disputeId, { body: 'Hello' })).statusCode).toBe(404);
    expect((await postMessage(null, disputeId, { body: 'Hello' })).statusCode).toBe(401);
    expect((await disputeStep(t, buyer, disputeId, 'withdraw')).statusCode).toBe(200);
    const closed = await postMessage(seller, disputeId, { body: 'Late word', files: await pngFile(10, 10) });
    expect(closed.json()).toMatchObject({ statusCode: 409, message: 'This dispute is closed: it was withdrawn.' });
    expect((await getDispute(t, buyer, disputeId)).json().data.messages).toEqual([]);
  });
});
