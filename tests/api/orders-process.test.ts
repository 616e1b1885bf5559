import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderEvents, orders } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { pngFile, textFile } from '../support/multipart';
import { deliverWork, getOrder, orderStep, paidOrder, pdfFile } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let stranger: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  stranger = await signUp(t.app, { fullName: 'Someone Else' });
  gigId = await publishGig(t.app, seller, {
    title: 'Logo gig',
    price: '50',
    deliveryTime: '2',
    revisionNumber: '1',
    coverImage: await pngFile(40, 30),
  });
});
afterAll(() => t.close());

const statusOf = async (id: string) =>
  (await t.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const bell = async (userId: string, type: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

/** An order the seller has delivered once. */
async function deliveredOrder() {
  const order = await paidOrder(t, gigId);
  expect((await deliverWork(t, seller, order.orderId)).statusCode).toBe(200);
  return order;
}

describe('GET /orders/{id}', () => {
  it('answers the bare order to its buyer and seller, with the pair conversation id and the timeline', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    for (const user of [buyer, seller]) {
      const res = await getOrder(t, user, orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: orderId,
        gig: { _id: gigId, title: 'Logo gig' },
        buyer: { _id: buyer.id },
        seller: { _id: seller.id, fullName: 'Sam Seller', avatar: null },
        price: 50,
        status: 'in_progress',
        requirements: null,
        revisionsUsed: 0,
        revisionsAllowed: 1,
        deliveries: [],
        conversationId: `${seller.id}${buyer.id}`,
        refunded: false,
      });
      expect(res.json().timeline.map((e: { kind: string }) => e.kind)).toEqual(['paid']);
    }
  });

  it("answers 404 for another user's order or an unknown one, 401 signed out, 400 for a bad id", async () => {
    const { orderId } = await paidOrder(t, gigId);
    expect((await getOrder(t, stranger, orderId)).statusCode).toBe(404);
    expect((await getOrder(t, stranger, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await getOrder(t, null, orderId)).statusCode).toBe(401);
    expect((await as(t.app, seller)({ method: 'GET', url: '/api/v1/orders/nope' })).statusCode).toBe(400);
  });
});

describe('POST /orders/{id}/requirements', () => {
  it('takes the buyer requirements once, rings the seller bell and mails them', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await orderStep(t, buyer, orderId, 'requirements', { requirements: '  A blue fox, please.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requirements: 'A blue fox, please.', status: 'in_progress' });
    expect(res.json().timeline.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'requirements']);
    expect((await bell(seller.id, 'order.requirements')).map((n) => n.link)).toContain(`/orders/${orderId}`);
    expect(
      t
        .outbox()
        .some(
          (m) =>
            m.includes(`To: ${seller.email}`) &&
            m.includes('sent the requirements') &&
            m.includes(`/orders/${orderId}`),
        ),
    ).toBe(true);
    const again = await orderStep(t, buyer, orderId, 'requirements', { requirements: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Requirements were already sent.');
  });

  it('answers 403 to the seller, 404 to a stranger, 400 for empty requirements, changing nothing', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const bySeller = await orderStep(t, seller, orderId, 'requirements', { requirements: 'x' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe('Only the buyer can send requirements.');
    expect((await orderStep(t, stranger, orderId, 'requirements', { requirements: 'x' })).statusCode).toBe(404);
    const empty = await orderStep(t, buyer, orderId, 'requirements', { requirements: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'requirements', message: 'Requirements is required' }]);
    expect((await getOrder(t, buyer, orderId)).json().requirements).toBeNull();
  });
});

describe('POST /orders/{id}/deliver', () => {
  it('stores the message and files, marks the order delivered and serves the files only to the two parties', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await deliverWork(t, seller, orderId, {
      files: [await pngFile(20, 20, 'logo.png'), pdfFile('guide.pdf')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('delivered');
    const [delivery] = res.json().deliveries;
    expect(delivery.message).toBe('Here is the logo');
    expect(delivery.files.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['logo.png', 'image/png'],
      ['guide.pdf', 'application/pdf'],
    ]);
    const pdf = await as(t.app, buyer)({ method: 'GET', url: delivery.files[1].url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
    expect((await as(t.app, stranger)({ method: 'GET', url: delivery.files[1].url })).statusCode).toBe(404);
    expect((await as(t.app, null)({ method: 'GET', url: delivery.files[1].url })).statusCode).toBe(401);
    expect(await bell(buyer.id, 'order.delivered')).toHaveLength(1);
  });

  it('answers 403 to the buyer, 404 to a stranger, 409 when already delivered', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const byBuyer = await deliverWork(t, buyer, orderId);
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe('Only the seller can deliver.');
    expect((await deliverWork(t, stranger, orderId)).statusCode).toBe(404);
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    const twice = await deliverWork(t, seller, orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order cannot be delivered now.');
    expect((await getOrder(t, buyer, orderId)).json().deliveries).toHaveLength(1);
  });

  it('answers 415 for a file that is not an image, PDF or ZIP, 400 for six files or no message', async () => {
    const { orderId } = await paidOrder(t, gigId);
    const fake = await deliverWork(t, seller, orderId, { files: [textFile('notes.pdf')] });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('files: must be images, PDF or ZIP files');
    const six = await deliverWork(t, seller, orderId, { files: Array.from({ length: 6 }, () => pdfFile()) });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe('files: at most 5 files');
    const silent = await deliverWork(t, seller, orderId, { message: ' ' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual([{ field: 'message', message: 'A delivery message is required' }]);
    expect(await statusOf(orderId)).toBe('in_progress');
  });
});

describe('POST /orders/{id}/revision', () => {
  it('sends a delivered order back to the seller while revisions are left, then refuses with 409', async () => {
    const { buyer, orderId } = await deliveredOrder();
    const res = await orderStep(t, buyer, orderId, 'revision', { message: 'Make it bluer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'revision', revisionsUsed: 1, revisionsAllowed: 1 });
    expect(await bell(seller.id, 'order.revision')).not.toHaveLength(0);
    expect((await deliverWork(t, seller, orderId, { message: 'Bluer now' })).statusCode).toBe(200);
    const over = await orderStep(t, buyer, orderId, 'revision', { message: 'Again' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('No revisions left on this order.');
    expect(await statusOf(orderId)).toBe('delivered');
  });

  it('answers 403 to the seller, 404 to a stranger, 409 before a delivery', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect((await orderStep(t, buyer, orderId, 'revision', { message: 'x' })).statusCode).toBe(409);
    await deliverWork(t, seller, orderId);
    const bySeller = await orderStep(t, seller, orderId, 'revision', { message: 'x' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe('Only the buyer can request a revision.');
    expect((await orderStep(t, stranger, orderId, 'revision', { message: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /orders/{id}/accept', () => {
  it('completes a delivered order for the buyer and tells the seller', async () => {
    const { buyer, orderId } = await deliveredOrder();
    const res = await orderStep(t, buyer, orderId, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('completed');
    expect(res.json().timeline.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'delivered', 'completed']);
    expect(await bell(seller.id, 'order.completed')).not.toHaveLength(0);
  });

  it('answers 403 to the seller, 404 to a stranger, 409 before a delivery', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const early = await orderStep(t, buyer, orderId, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be accepted.');
    await deliverWork(t, seller, orderId);
    expect((await orderStep(t, seller, orderId, 'accept')).statusCode).toBe(403);
    expect((await orderStep(t, stranger, orderId, 'accept')).statusCode).toBe(404);
    expect(await statusOf(orderId)).toBe('delivered');
  });

  it('completes once when two accepts race', async () => {
    const { buyer, orderId } = await deliveredOrder();
    const results = await Promise.all([orderStep(t, buyer, orderId, 'accept'), orderStep(t, buyer, orderId, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.ctx.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'completed')));
    expect(events).toHaveLength(1);
  });
});

describe('POST /orders/{id}/rate-buyer', () => {
  it('lets the seller rate the buyer once after completion; the client profile shows it', async () => {
    const { buyer, orderId } = await deliveredOrder();
    const early = await orderStep(t, seller, orderId, 'rate-buyer', { star: 5, desc: 'Clear brief' });
    expect(early.statusCode).toBe(409);
    await orderStep(t, buyer, orderId, 'accept');
    expect((await orderStep(t, buyer, orderId, 'rate-buyer', { star: 5, desc: 'Me' })).statusCode).toBe(403);
    const res = await orderStep(t, seller, orderId, 'rate-buyer', { star: 4, desc: 'Clear brief' });
    expect(res.statusCode).toBe(200);
    expect(res.json().buyerRating).toEqual({ star: 4, desc: 'Clear brief' });
    expect((await orderStep(t, seller, orderId, 'rate-buyer', { star: 1, desc: 'Changed' })).statusCode).toBe(409);
    const profile = await t.app.inject({ method: 'GET', url: `/api/v1/reviews/clients/${buyer.id}` });
    expect(profile.json().data).toMatchObject({
      average: 4,
      count: 1,
      ratings: [{ star: 4, desc: 'Clear brief', seller: { _id: seller.id, fullName: 'Sam Seller' } }],
    });
    const bad = await orderStep(t, seller, orderId, 'rate-buyer', { star: 9, desc: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
