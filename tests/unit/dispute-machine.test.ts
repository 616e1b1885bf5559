// The dispute machine (shared/machines/disputes.ts) walked for every action, in an open, an
// escalated and a closed dispute, by the opener, the other party, an administrator and an
// administrator who is a party. Each cell: null (allowed), 403 (not theirs) or 409 (not now).
import { describe, expect, it } from 'vitest';
import { checkDisputeAction, refundBounds, type DisputeFacts, type DisputeViewer } from '@shared/machines/disputes';
import { DISPUTE_ACTIONS, type DisputeStatus } from '@shared/schemas/disputes';

const now = new Date('2026-11-27T12:00:00Z');
const facts = (status: DisputeStatus, over: Partial<DisputeFacts> = {}): DisputeFacts => ({
  status,
  openedBy: 'buyer',
  escalateAt: new Date('2026-11-26T12:00:00Z'),
  pendingProposer: 'seller',
  ...over,
});
const opener: DisputeViewer = { id: 'buyer', side: 'buyer' };
const other: DisputeViewer = { id: 'seller', side: 'seller' };
const admin: DisputeViewer = { id: 'admin', side: 'admin', isAdmin: true };
const adminParty: DisputeViewer = { id: 'seller', side: 'seller', isAdmin: true };

const walk = (d: DisputeFacts, viewer: DisputeViewer) =>
  Object.fromEntries(DISPUTE_ACTIONS.map((a) => [a, checkDisputeAction(d, a, viewer, now)?.status ?? null]));

describe('dispute machine', () => {
  it('in an open dispute, with the seller’s proposal pending and escalation due', () => {
    expect(walk(facts('open'), opener)).toEqual({
      message: null,
      propose: null,
      accept: null,
      escalate: null,
      withdraw: null,
      decide: 403,
    });
    expect(walk(facts('open'), other)).toEqual({
      message: null,
      propose: null,
      accept: 403,
      escalate: null,
      withdraw: 403,
      decide: 403,
    });
    expect(walk(facts('open'), admin)).toEqual({
      message: null,
      propose: 403,
      accept: 403,
      escalate: 403,
      withdraw: 403,
      decide: 409,
    });
    expect(walk(facts('open'), adminParty)).toEqual({
      message: null,
      propose: null,
      accept: 403,
      escalate: null,
      withdraw: 403,
      decide: 403,
    });
  });

  it('escalation waits for its time; an escalated dispute is decided by an administrator who is not a party', () => {
    expect(
      checkDisputeAction(facts('open', { escalateAt: new Date('2026-11-28T00:00:00Z') }), 'escalate', opener, now),
    ).toMatchObject({ status: 409, message: expect.stringContaining('You can escalate this dispute from') });
    expect(walk(facts('escalated'), opener)).toEqual({
      message: null,
      propose: null,
      accept: null,
      escalate: 409,
      withdraw: null,
      decide: 403,
    });
    expect(walk(facts('escalated'), admin)).toMatchObject({ message: null, decide: null });
    expect(checkDisputeAction(facts('escalated'), 'decide', adminParty, now)?.message).toBe(
      'You cannot decide a dispute on your own order: another administrator decides it.',
    );
  });

  it('without a pending proposal there is nothing to accept; an opener who left cannot withdraw', () => {
    expect(checkDisputeAction(facts('open', { pendingProposer: undefined }), 'accept', opener, now)).toEqual({
      status: 409,
      message: 'There is no proposal to accept.',
    });
    expect(checkDisputeAction(facts('open', { openedBy: null }), 'withdraw', opener, now)?.status).toBe(403);
  });

  it('a closed dispute refuses every step as closed (409), and what was never theirs as 403', () => {
    for (const status of ['settled', 'withdrawn', 'decided'] as const) {
      expect(walk(facts(status), opener)).toEqual({
        message: 409,
        propose: 409,
        accept: 409,
        escalate: 409,
        withdraw: 409,
        decide: 403,
      });
      expect(walk(facts(status), admin)).toEqual({
        message: 409,
        propose: 403,
        accept: 403,
        escalate: 403,
        withdraw: 403,
        decide: 409,
      });
    }
  });

  it('bounds the refund of each outcome once, for the server and the forms', () => {
    expect(refundBounds('refund', 5000)).toEqual({ min: 5000, max: 5000 });
    expect(refundBounds('release', 5000)).toEqual({ min: 0, max: 0 });
    expect(refundBounds('partial', 5000)).toEqual({ min: 1, max: 4999 });
  });
});
