import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputeCast, disputedOrder, openDispute } from '../support/disputes';
import { paidOrder } from '../support/orders';
import { as, createTestApp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

/**
 * Issue 33: a dispute's refusals (the dispute machine in shared/machines/disputes.ts, the
 * disputes module, the shared schemas' field messages) and the order actions' reach their
 * reader in the request's language, as `errors.*` messages the error handler finds by their
 * English text. English answers stay byte for byte what they were.
 */
let t: TestApp;
let seller: TestUser;
let admin: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ seller, admin, gigId } = await disputeCast(t));
});
afterAll(() => t.close());

/** A POST as `user`, in `language` by ?lang= or Accept-Language (or neither). */
const post = (user: TestUser, url: string, payload?: object, language?: { query?: string; header?: string }) =>
  as(
    t.app,
    user,
  )({
    method: 'POST',
    url: `/api/v1${url}${language?.query ? `?lang=${language.query}` : ''}`,
    headers: language?.header ? { 'accept-language': language.header } : {},
    ...(payload ? { payload } : {}),
  });

describe('a dispute step refused: the same request in Spanish and in English', () => {
  it('accepting one’s own proposal: 403 in Spanish (?lang=es), and byte for byte the English text without', async () => {
    const { disputeId } = await disputedOrder(t, gigId, seller);
    const proposed = await post(seller, `/disputes/${disputeId}/proposals`, { outcome: 'release' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposalId = proposed.json().data.proposals[0]._id as string;
    const accept = `/disputes/${disputeId}/proposals/${proposalId}/accept`;

    const spanish = await post(seller, accept, undefined, { query: 'es' });
    expect(spanish.statusCode).toBe(403);
    expect(spanish.json().message).toBe('No puedes aceptar tu propia propuesta: la acepta la otra parte.');

    const english = await post(seller, accept);
    const expected =
      '{"statusCode":403,"success":false,"message":"You cannot accept your own proposal: the other party accepts it."}';
    expect(english.statusCode).toBe(403);
    expect(english.body).toBe(expected);
    expect((await post(seller, accept, undefined, { header: 'en-GB,en;q=0.9' })).body).toBe(expected);
  });

  it('a closed dispute and a second one on the order: 409s in Spanish and Arabic by Accept-Language', async () => {
    const { buyer, orderId, disputeId } = await disputedOrder(t, gigId, seller);
    const again = await openDispute(t, buyer, orderId);
    expect(again.json().message).toBe('This order already has an open dispute.');
    const arabic = await as(
      t.app,
      buyer,
    )({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/dispute`,
      headers: { 'accept-language': 'ar' },
      payload: { reason: 'late', details: 'Still late' },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('على هذه الطلبية نزاع مفتوح بالفعل.');

    expect((await post(buyer, `/disputes/${disputeId}/withdraw`)).statusCode).toBe(200);
    const closed = await post(buyer, `/disputes/${disputeId}/messages`, { body: 'Hello?' }, { header: 'es-MX' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Esta disputa está cerrada: se retiró.');
    const english = await post(buyer, `/disputes/${disputeId}/messages`, { body: 'Hello?' });
    expect(english.json().message).toBe('This dispute is closed: it was withdrawn.');
  });

  it('field messages: an opening with no reason, a partial refund with no amount, each field in Spanish', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const open = await post(buyer, `/orders/${orderId}/dispute`, { details: 'Nothing came' }, { header: 'es' });
    expect(open.statusCode).toBe(400);
    expect(open.json().errors).toEqual([{ field: 'reason', message: 'Elige un motivo' }]);
    expect(open.json().message).toBe('reason: Elige un motivo');
    const english = await post(buyer, `/orders/${orderId}/dispute`, { details: 'Nothing came' });
    expect(english.json().errors).toEqual([{ field: 'reason', message: 'Choose a reason' }]);
    expect(english.json().message).toBe('reason: Choose a reason');

    const { disputeId } = await disputedOrder(t, gigId, seller);
    const partial = await post(seller, `/disputes/${disputeId}/proposals`, { outcome: 'partial' }, { query: 'es' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual([{ field: 'refundCents', message: 'Introduce el importe que se reembolsa' }]);
  });

  it('an administrator deciding a dispute nobody escalated: the date in the message in the language too', async () => {
    const { disputeId } = await disputedOrder(t, gigId, seller);
    const res = await post(
      admin,
      `/admin/disputes/${disputeId}/decide`,
      { outcome: 'release', reason: 'Fine' },
      {
        header: 'es',
      },
    );
    expect(res.statusCode).toBe(409);
    // Found by its pattern (errors.disputes.decideOnlyEscalated), the date written again in Spanish.
    expect(res.json().message).toMatch(
      /^Solo se puede resolver una disputa escalada: una de las partes puede escalarla a partir del \d{1,2} [a-z]+\.? \d{4}, \d{2}:\d{2} UTC\.$/,
    );
    const english = await post(admin, `/admin/disputes/${disputeId}/decide`, { outcome: 'release', reason: 'Fine' });
    expect(english.json().message).toMatch(/^Only an escalated dispute can be decided: a party can escalate it from /);
    const unknown = await as(t.app, admin)({ method: 'GET', url: `/api/v1/disputes/${UNKNOWN_ID}?lang=fr` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Litige introuvable');
  });
});

describe('an order action refused, in Brazilian Portuguese', () => {
  it('answering a request for more time that nobody made: 409, and English word for word', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await post(buyer, `/orders/${orderId}/extension/accept`, undefined, { header: 'pt-BR' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Não há pedido de mais prazo para responder.');
    const english = await post(buyer, `/orders/${orderId}/extension/accept`);
    expect(english.body).toBe(
      '{"statusCode":409,"success":false,"message":"There is no request for an extension to answer."}',
    );
  });
});
