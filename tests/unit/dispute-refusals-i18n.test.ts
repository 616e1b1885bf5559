// Every refusal the dispute machine (shared/machines/disputes.ts) can give, found by walking each
// action in every status, by each kind of viewer, before and after escalation is due, with and
// without a pending proposal: each one without a date in it is an `errors.*` message, so the API
// answers it in every language (server/platform/i18n.ts translateMessage). The two with a date
// ("You can escalate this dispute from …") are found by their pattern, the date written again in
// the reader's language.
import { describe, expect, it } from 'vitest';
import { checkDisputeAction, type DisputeFacts, type DisputeViewer } from '@shared/machines/disputes';
import { LOCALES } from '@shared/i18n/locales';
import { DISPUTE_ACTIONS, DISPUTE_STATUSES } from '@shared/schemas/disputes';
import { translateMessage } from '../../server/platform/i18n';

const now = new Date('2026-11-27T12:00:00Z');
const viewers: DisputeViewer[] = [
  { id: 'buyer', side: 'buyer' },
  { id: 'seller', side: 'seller' },
  { id: 'admin', side: 'admin', isAdmin: true },
  { id: 'seller', side: 'seller', isAdmin: true },
];
const escalateAts = [new Date('2026-11-26T12:00:00Z'), new Date('2026-11-28T12:00:00Z')];
const proposers = [undefined, 'buyer', 'seller'];

function everyRefusal(): Set<string> {
  const messages = new Set<string>();
  for (const status of DISPUTE_STATUSES)
    for (const escalateAt of escalateAts)
      for (const pendingProposer of proposers)
        for (const viewer of viewers)
          for (const action of DISPUTE_ACTIONS) {
            const d: DisputeFacts = { status, openedBy: 'buyer', escalateAt, pendingProposer };
            const refusal = checkDisputeAction(d, action, viewer, now);
            if (refusal) messages.add(refusal.message);
          }
  return messages;
}

describe('the dispute machine’s refusals in every language', () => {
  const all = [...everyRefusal()];
  const dated = all.filter((m) => /\d{4}/.test(m));
  const datedStarts =
    /^(You can escalate this dispute from |Only an escalated dispute can be decided: a party can escalate it from )/;
  const fixed = all.filter((m) => !dated.includes(m));

  it('walks them all: twelve fixed ones, and the two that name a date', () => {
    expect(fixed).toHaveLength(12);
    expect(new Set(dated.map((m) => datedStarts.exec(m)?.[1])).size).toBe(2);
    expect(dated.filter((m) => !datedStarts.test(m))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has each fixed refusal', (locale) => {
    expect(fixed.filter((m) => translateMessage(locale, m) === m)).toEqual([]);
  });

  it('writes the date of the two dated ones in the reader’s language', () => {
    expect(dated.length).toBeGreaterThan(0);
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      expect(dated.filter((m) => translateMessage(locale, m) === m)).toEqual([]);
    const escalate = dated.find((m) => m.startsWith('You can escalate'))!;
    expect(escalate).toContain('28 Nov 2026, 12:00 UTC');
    expect(translateMessage('es', escalate)).toBe(
      'Puedes escalar esta disputa a partir del 28 nov 2026, 12:00 UTC, cuando la otra parte haya tenido tiempo de responder.',
    );
    expect(translateMessage('ar', escalate)).not.toContain('Nov');
  });
});
