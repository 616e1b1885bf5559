import { describe, expect, it } from 'vitest';
import { createOfferSchema, offerFormSchema } from '@shared/schemas/offers';

const terms = { title: 'Web shop', description: 'The shop, milestone by milestone.' };
const issuesOf = (value: unknown) =>
  offerFormSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the offer form schema (issue 34)', () => {
  it('sends milestone rows typed in whole dollars as the API’s cents, which the API takes as they are', () => {
    const form = offerFormSchema.parse({
      ...terms,
      payInMilestones: true,
      price: 'left from one payment',
      milestones: [
        { title: ' Design ', amount: '500', dueInDays: '7' },
        { title: 'Build', amount: 1200, dueInDays: 14 },
      ],
    });
    expect(form).toEqual({
      ...terms,
      payInMilestones: true,
      milestones: [
        { title: 'Design', amountCents: 50_000, dueInDays: 7 },
        { title: 'Build', amountCents: 120_000, dueInDays: 14 },
      ],
    });
    const { payInMilestones: _, ...body } = form;
    expect(createOfferSchema.safeParse({ ...body, applicationId: crypto.randomUUID() }).success).toBe(true);
  });

  it('names a wrong row’s own field with the API’s words, in dollars', () => {
    const rows = [
      { title: 'Design', amount: '500', dueInDays: '7' },
      { title: '', amount: '12.5', dueInDays: '0' },
      { title: 'Launch', amount: '', dueInDays: '3' },
      { title: 'Support', amount: '0.001', dueInDays: '3' },
    ];
    expect(issuesOf({ ...terms, payInMilestones: true, milestones: rows })).toEqual([
      ['milestones.1.title', 'Title is required'],
      ['milestones.1.amount', 'Amount must be in whole dollars'],
      ['milestones.1.dueInDays', 'Due in days must be at least 1'],
      ['milestones.2.amount', 'Amount must be a number'],
      ['milestones.3.amount', 'Amount must be in whole dollars'],
    ]);
    expect(issuesOf({ ...terms, payInMilestones: true, milestones: [] })).toEqual([
      ['milestones', 'An offer with milestones needs at least 1'],
    ]);
  });

  it('checks one payment’s price, days and revisions, and leaves its rows alone', () => {
    expect(
      issuesOf({ ...terms, payInMilestones: false, price: '', deliveryDays: 3, revisions: 1, milestones: [{}] }),
    ).toEqual([['price', 'Price must be a number']]);
  });
});
