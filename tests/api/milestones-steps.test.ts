import { describe, expect, it } from 'vitest';
import { fund, milestoneCall, milestoneContract, milestonesAs, submit, type Contract } from '../support/milestones';
import { balance, expectLedgerBalanced } from '../support/money';
import { offerCall, offerFromApplication, payOffer, postWithApplicant } from '../support/offers';
import { signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

const refused = async (
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message?: string,
) => {
  expect(res.statusCode).toBe(status);
  if (message) expect(res.json().message).toBe(message);
};
const statuses = async (c: Contract) => (await milestonesAs(t, c.client, c.orderId)).map((m) => m.status);

describe('POST /orders/{id}/milestones/{milestoneId}/create-payment-intent', () => {
  it('funds a pending milestone with its own amount; the freelancer, a stranger and funding twice are refused', async () => {
    const c = await milestoneContract(t);
    const stranger = await signUp(t.app);
    await refused(await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[1]}/create-payment-intent`), 403);
    await refused(await milestoneCall(t, stranger, c.orderId, `/${c.ids[1]}/create-payment-intent`), 404);
    await refused(
      await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/create-payment-intent`),
      409,
      'Only a milestone that is not funded yet can be funded.',
    );
    const start = await milestoneCall(t, c.client, c.orderId, `/${c.ids[1]}/create-payment-intent`);
    expect(start.json()).toMatchObject({ provider: 'local', price: 1200, deliveryDays: 14 });
    await fund(t, c, c.ids[1]!);
    expect(await statuses(c)).toEqual(['funded', 'funded', 'pending']);
    expect((await balance(t, c.freelancer)).escrowCents).toBe(170_000);
    await expectLedgerBalanced(t);
  });
});

describe('POST …/submit', () => {
  it('submits a funded milestone; an unfunded one, the client and an empty message are refused', async () => {
    const c = await milestoneContract(t);
    await refused(
      await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[1]}/submit`, { message: 'Early' }),
      409,
      'Work can be submitted only on a funded milestone that is not waiting for an answer.',
    );
    await refused(
      await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/submit`, { message: 'Me' }),
      403,
      'Only the freelancer submits work on a milestone.',
    );
    const empty = await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[0]}/submit`, { message: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('message');
    const res = await submit(t, c, c.ids[0]!);
    expect(res.json().milestones[0]).toMatchObject({ status: 'submitted', submission: 'Here it is' });
    expect(res.json().milestones[0].autoApproveAt).not.toBeNull();
    await refused(await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[0]}/submit`, { message: 'Again' }), 409);
  });
});

describe('POST …/approve and …/request-changes', () => {
  it('asks for changes, then approves: the milestone’s money is released to the freelancer once', async () => {
    const c = await milestoneContract(t);
    await submit(t, c, c.ids[0]!);
    await refused(await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[0]}/approve`), 403);
    await refused(
      await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[0]}/request-changes`, { message: 'x' }),
      403,
    );
    const changes = await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/request-changes`, {
      message: 'Bigger logo',
    });
    expect(changes.json().milestones[0]).toMatchObject({ status: 'changes_requested', changes: 'Bigger logo' });
    await refused(await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`), 409);
    await submit(t, c, c.ids[0]!);
    const approved = await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('in_progress');
    await refused(
      await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`),
      409,
      'Only a submitted milestone can be approved.',
    );
    const money = await balance(t, c.freelancer);
    expect(money.escrowCents + money.pendingCents + money.availableCents).toBe(50_000);
    expect(money.escrowCents).toBe(0);
    await expectLedgerBalanced(t);
  });

  it('completes the contract when every milestone is approved; the client may then review', async () => {
    const c = await milestoneContract(t, [
      { title: 'One', amountCents: 10_000, dueInDays: 2 },
      { title: 'Two', amountCents: 20_000, dueInDays: 2 },
    ]);
    await submit(t, c, c.ids[0]!);
    await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`);
    await fund(t, c, c.ids[1]!);
    await submit(t, c, c.ids[1]!);
    const done = await milestoneCall(t, c.client, c.orderId, `/${c.ids[1]}/approve`);
    expect(done.json().status).toBe('completed');
    expect(done.json().allowedActions).toEqual([]);
    expect((await offerCall(t, c.freelancer, 'GET', `/orders/${c.orderId}`)).json().allowedActions).toEqual([
      'rate_buyer',
    ]);
    const money = await balance(t, c.freelancer);
    expect(money.pendingCents + money.availableCents).toBe(30_000);
    await expectLedgerBalanced(t);
  });
});

describe('POST /orders/{id}/milestones (proposals) and …/accept | …/decline', () => {
  it('needs the other party’s consent: its own proposer cannot accept it; accepted, it can be funded', async () => {
    const c = await milestoneContract(t);
    const terms = { title: 'Extra page', amountCents: 15_000, dueInDays: 4 };
    const proposed = await milestoneCall(t, c.freelancer, c.orderId, '', terms);
    expect(proposed.statusCode).toBe(200);
    const extra = proposed.json().milestones[3];
    expect(extra).toMatchObject({
      ...terms,
      position: 4,
      status: 'proposed',
      proposedBy: 'seller',
      allowedActions: [],
    });
    await refused(
      await milestoneCall(t, c.freelancer, c.orderId, `/${extra._id}/accept`),
      409,
      'You proposed this milestone: the other party accepts or declines it.',
    );
    await refused(await milestoneCall(t, c.client, c.orderId, `/${extra._id}/create-payment-intent`), 409);
    const mine = (await milestonesAs(t, c.client, c.orderId))[3]!;
    expect(mine.allowedActions).toEqual(['accept_proposal', 'decline_proposal']);
    await milestoneCall(t, c.client, c.orderId, `/${extra._id}/accept`);
    await fund(t, c, extra._id);
    expect(await statuses(c)).toEqual(['funded', 'pending', 'pending', 'funded']);
    // A declined proposal leaves the contract as it was.
    const other = await milestoneCall(t, c.client, c.orderId, '', { ...terms, title: 'Another' });
    const otherId = other.json().milestones[4]._id;
    await milestoneCall(t, c.freelancer, c.orderId, `/${otherId}/decline`);
    expect((await statuses(c))[4]).toBe('declined');
    const bad = await milestoneCall(t, c.client, c.orderId, '', { ...terms, amountCents: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('amountCents');
    await expectLedgerBalanced(t);
  });

  it('refuses a stranger, a 21st milestone and a one-price order', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ title: `Part ${i + 1}`, amountCents: 100, dueInDays: 1 }));
    const c = await milestoneContract(t, many);
    const stranger: TestUser = await signUp(t.app);
    const terms = { title: 'One more', amountCents: 100, dueInDays: 1 };
    await refused(await milestoneCall(t, stranger, c.orderId, '', terms), 404);
    await refused(await milestoneCall(t, c.client, c.orderId, '', terms), 409, 'A contract has at most 20 milestones.');
    const plain = await postWithApplicant(t);
    const offer = await offerFromApplication(t, plain.client, plain.application._id);
    await offerCall(t, plain.freelancer, 'POST', `/offers/${offer._id}/accept`);
    const orderId = await payOffer(t, plain.client, offer._id);
    await refused(
      await milestoneCall(t, plain.client, orderId, '', terms),
      409,
      'Only a milestone contract takes new milestones.',
    );
  });
});

describe('POST /orders/{id}/cancel on a contract', () => {
  it('refunds the funded, unreleased milestones and leaves released ones with the freelancer', async () => {
    const c = await milestoneContract(t);
    await submit(t, c, c.ids[0]!);
    await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/approve`);
    await fund(t, c, c.ids[1]!);
    // The client may not take back money held for a funded milestone alone.
    await refused(
      await offerCall(t, c.client, 'POST', `/orders/${c.orderId}/cancel`, { reason: 'Changed plans' }),
      409,
      'A funded milestone holds money: ask the freelancer to cancel by agreement.',
    );
    const cancelled = await offerCall(t, c.freelancer, 'POST', `/orders/${c.orderId}/cancel`, {
      reason: 'Cannot go on',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await statuses(c)).toEqual(['approved', 'refunded', 'cancelled']);
    const money = await balance(t, c.freelancer);
    expect(money).toMatchObject({ escrowCents: 0 });
    expect(money.pendingCents + money.availableCents).toBe(50_000);
    await refused(await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[2]}/submit`, { message: 'x' }), 409);
    await expectLedgerBalanced(t);
  });
});
