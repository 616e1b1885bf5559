import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishGig } from '../support/gigs';
import { multipart, pngFile } from '../support/multipart';
import { deliverWork, paidOrder } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * Issue 33: the order machine's refusals (shared/machines/orders.ts keeps them in English) reach
 * the order page in the reader's language, as `errors.*` messages the error handler looks up.
 */
let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, {
    title: 'Logo gig',
    price: '50',
    deliveryTime: '2',
    revisionNumber: '1',
    coverImage: await pngFile(40, 30),
  });
});
afterAll(() => t.close());

const step = (user: TestUser, orderId: string, name: string, language?: string, payload?: object) =>
  as(
    t.app,
    user,
  )({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/${name}`,
    headers: language ? { 'accept-language': language } : {},
    ...(payload ? { payload } : {}),
  });

describe('POST /orders/{id}/accept: a refusal in the reader’s language', () => {
  it('answers 409 in Spanish and Arabic, and in English word for word, on an order not delivered yet', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const english = await step(buyer, orderId, 'accept');
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('Only a delivered order can be accepted.');
    const spanish = await step(buyer, orderId, 'accept', 'es');
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toBe('Solo se puede aceptar un pedido entregado.');
    const arabic = await step(buyer, orderId, 'accept', 'ar');
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('لا يمكن قبول إلا طلبية مسلَّمة.');
  });

  it('answers 403 in French when the seller tries to accept their own delivery', async () => {
    const { orderId } = await paidOrder(t, gigId);
    expect((await deliverWork(t, seller, orderId)).statusCode).toBe(200);
    const res = await step(seller, orderId, 'accept', 'fr');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Seul l’acheteur peut accepter la livraison.');
  });
});

describe('POST /orders/{id}/requirements: a guard’s refusal in the reader’s language', () => {
  it('refuses a second set of requirements in Brazilian Portuguese, changing nothing', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    expect((await step(buyer, orderId, 'requirements', undefined, { requirements: 'A green logo' })).statusCode).toBe(
      200,
    );
    const res = await step(buyer, orderId, 'requirements', 'pt-BR', { requirements: 'A red logo' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Os requisitos já foram enviados.');
    const order = await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}` });
    expect(order.json().requirements).toBe('A green logo');
  });
});

describe('POST /orders/{id}/deliver: a field message in the reader’s language', () => {
  it('refuses a delivery with no message in Spanish, naming the field, and changes nothing', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const body = multipart({ message: '', files: [await pngFile(20, 20, 'logo.png')] });
    const res = await as(
      t.app,
      seller,
    )({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/deliver`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'message', message: 'El mensaje de entrega es obligatorio' }]);
    const order = await as(t.app, buyer)({ method: 'GET', url: `/api/v1/orders/${orderId}` });
    expect(order.json().status).toBe('in_progress');
  });
});
