import { afterEach, describe, expect, it } from 'vitest';
import { fund, milestoneCall, milestoneContract, submit, type Contract } from '../support/milestones';
import { expectLedgerBalanced, fundSeller } from '../support/money';
import { offerCall } from '../support/offers';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

/**
 * A contract's milestones are paid one card payment each (issue 34): the client's payments list
 * has a row per funded milestone and each has its own receipt; one-price orders are unchanged.
 */
const t = useTestApp();
afterEach(async () => {
  await expectLedgerBalanced(t);
});

const receipt = (user: TestUser | null, orderId: string, milestoneId?: string) =>
  as(
    t.app,
    user,
  )({
    method: 'GET',
    url: `/api/v1/orders/${orderId}/receipt${milestoneId ? `?milestone=${milestoneId}` : ''}`,
  });
const payments = (user: TestUser, query = '') =>
  as(t.app, user)({ method: 'GET', url: `/api/v1/payouts/payments${query}` });

/** A three-milestone contract with its first two milestones funded. */
async function twoFunded(): Promise<Contract> {
  const c = await milestoneContract(t);
  await fund(t, c, c.ids[1]!);
  return c;
}

describe('GET /payouts/payments with a milestone contract', () => {
  it('lists each funded milestone as its own payment, with its cents, and nothing for the unfunded one', async () => {
    const c = await twoFunded();
    const res = await payments(c.client);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        orderId: c.orderId,
        title: 'Landing page for a bakery',
        seller: 'Fred Freelancer',
        amountCents: 120_000,
        currency: 'usd',
        status: 'in_progress',
        funds: 'held',
        paidAt: expect.any(String),
        milestone: { _id: c.ids[1], position: 2, title: 'Build' },
      },
      expect.objectContaining({
        orderId: c.orderId,
        amountCents: 50_000,
        funds: 'held',
        milestone: { _id: c.ids[0], position: 1, title: 'Design' },
      }),
    ]);
  });

  it('pages one-price orders and milestone payments together, newest first, none twice and none missed', async () => {
    const other = await signUp(t.app, { fullName: 'Otto Other' });
    const seller = await signUp(t.app, { role: 'freelancer' });
    const othersOrder = await fundSeller(t, seller, other, 15);
    // Milestone 1 funded, two one-price orders, then milestone 2: the kinds interleave in time.
    const c = await milestoneContract(t);
    const earlier = await fundSeller(t, seller, c.client, 25);
    const later = await fundSeller(t, seller, c.client, 5);
    await fund(t, c, c.ids[1]!);
    type Row = { orderId: string; amountCents: number; milestone?: { _id: string } };
    const idOf = (r: Row) => r.milestone?._id ?? r.orderId;
    const all = (await payments(c.client, '?limit=100')).json().data as Row[];
    expect(all.map(idOf)).toEqual([c.ids[1], later, earlier, c.ids[0]]);
    expect(all.map((r) => r.amountCents)).toEqual([120_000, 500, 2500, 50_000]);
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await payments(c.client, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode).toBe(200);
        seen.push(...(res.json().data as Row[]).map(idOf));
        cursor = res.json().meta.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.map(idOf));
    }
    // Another client's list is theirs alone.
    expect((await payments(other)).json().data.map(idOf)).toEqual([othersOrder]);
  });
});

describe('GET /orders/{id}/receipt?milestone=<id>', () => {
  it('answers each funded milestone its own receipt, to the client and the freelancer', async () => {
    const c = await twoFunded();
    const numbers = new Set<string>();
    for (const [i, amountCents] of [50_000, 120_000].entries()) {
      for (const user of [c.client, c.freelancer]) {
        const res = await receipt(user, c.orderId, c.ids[i]);
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({
          orderId: c.orderId,
          item: 'Landing page for a bakery',
          amountCents,
          platformFeeCents: 0,
          currency: 'usd',
          paymentMethod: { brand: 'visa', last4: '4242' },
          refund: null,
          funds: 'held',
          buyer: { _id: c.client.id, fullName: 'Cora Client' },
          seller: { _id: c.freelancer.id, fullName: 'Fred Freelancer' },
          milestone: { _id: c.ids[i], position: i + 1, title: ['Design', 'Build'][i] },
        });
        expect(res.json().data.receiptNumber).toBe(
          `WF-${res.json().data.date.slice(0, 10).replace(/-/g, '')}-${c.ids[i]!.slice(0, 8).toUpperCase()}`,
        );
        numbers.add(res.json().data.receiptNumber);
      }
    }
    expect(numbers.size).toBe(2);
  });

  it('says not found to a stranger, for an unfunded milestone or another order’s; a contract needs its milestone', async () => {
    const c = await twoFunded();
    const other = await milestoneContract(t);
    const stranger = await signUp(t.app);
    expect((await receipt(stranger, c.orderId, c.ids[0])).statusCode).toBe(404);
    expect((await receipt(c.client, c.orderId, c.ids[2])).statusCode).toBe(404);
    expect((await receipt(c.client, c.orderId, other.ids[0])).statusCode).toBe(404);
    expect((await receipt(null, c.orderId, c.ids[0])).statusCode).toBe(401);
    const whole = await receipt(c.client, c.orderId);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toContain('milestone');
    const bad = await as(t.app, c.client)({ method: 'GET', url: `/api/v1/orders/${c.orderId}/receipt?milestone=nope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('milestone');
    // A one-price order has no milestones: asking for one is not found; without, its receipt is as before.
    const seller = await signUp(t.app, { role: 'freelancer' });
    const orderId = await fundSeller(t, seller, c.client, 30);
    expect((await receipt(c.client, orderId, c.ids[0])).statusCode).toBe(404);
    const plain = (await receipt(c.client, orderId)).json().data;
    expect(plain).toMatchObject({ orderId, amountCents: 3000, funds: 'released' });
    expect(plain).not.toHaveProperty('milestone');
  });

  it('says released once approved, and refunded (with the refund) once the contract is cancelled', async () => {
    const c = await twoFunded();
    await submit(t, c, c.ids[0]!);
    expect((await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`)).statusCode).toBe(200);
    const cancelled = await offerCall(t, c.freelancer, 'POST', `/orders/${c.orderId}/cancel`, { reason: 'Stopping' });
    expect(cancelled.statusCode).toBe(200);
    expect((await receipt(c.client, c.orderId, c.ids[0])).json().data).toMatchObject({
      funds: 'released',
      refund: null,
    });
    const refunded = (await receipt(c.client, c.orderId, c.ids[1])).json().data;
    expect(refunded).toMatchObject({ funds: 'refunded', amountCents: 120_000, refund: { amountCents: 120_000 } });
    expect((await payments(c.client)).json().data.map((r: { funds: string }) => r.funds)).toEqual([
      'refunded',
      'released',
    ]);
  });
});
