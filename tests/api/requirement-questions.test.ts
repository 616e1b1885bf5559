import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs, orders } from '../../server/db/schema';
import { gigForm, postGig, publishGig } from '../support/gigs';
import { getOrder, orderStep, paidOrder } from '../support/orders';
import { createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let gigId: string;
const QUESTIONS = [
  { prompt: 'What is your brand called?', kind: 'text', required: true },
  { prompt: 'Which style?', kind: 'choice', options: ['Minimal', 'Playful'], required: true },
  { prompt: 'Anything else?', kind: 'text', required: false },
];
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Quinn Questions' });
  gigId = await publishGig(t.app, seller, { title: 'Asking gig', questions: JSON.stringify(QUESTIONS) });
});
afterAll(() => t.close());

const row = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const gigQuestions = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${gigId}` })).json().questions as {
    id: string;
    prompt: string;
  }[];
const answer = (user: TestUser, orderId: string, answers: object[]) =>
  orderStep(t, user, orderId, 'answers', { answers });

describe('POST /gigs with questions', () => {
  it('answers the questions with ids, in order', async () => {
    expect((await gigQuestions()).map((q) => q.prompt)).toEqual(QUESTIONS.map((q) => q.prompt));
  });

  it.each([
    [
      JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ prompt: `Q${i}`, kind: 'text' }))),
      'questions: At most 10 questions',
    ],
    [
      JSON.stringify([{ prompt: 'Which?', kind: 'choice', options: ['Only one'] }]),
      'questions.0.options: A multiple choice question needs 2 or more options; a text or file question none',
    ],
    [JSON.stringify([{ prompt: ' ', kind: 'text' }]), 'questions.0.prompt: The question is required'],
    [
      JSON.stringify([{ prompt: 'Send a file', kind: 'video' }]),
      'questions.0.kind: Question kind must be one of text, choice, file',
    ],
  ])('answers 400 naming the field for %s, creating nothing', async (questions, message) => {
    const before = (await t.ctx.db.select({ id: gigs.id }).from(gigs)).length;
    const res = await postGig(t.app, seller, await gigForm({ questions }));
    expect(res.json().message).toBe(message);
    expect(res.statusCode).toBe(400);
    expect((await t.ctx.db.select({ id: gigs.id }).from(gigs)).length).toBe(before);
  });
});

describe('POST /orders/{id}/answers', () => {
  it('holds the delivery clock until the required answers are in, then starts it', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const waiting = (await getOrder(t, buyer, orderId)).json();
    expect(waiting).toMatchObject({ status: 'in_progress', dueAt: null });
    expect(waiting.questions.map((q: { answer: string | null }) => q.answer)).toEqual([null, null, null]);
    const [brand, style] = await gigQuestions();
    const before = Date.now();
    const res = await answer(buyer, orderId, [
      { questionId: brand!.id, answer: 'Fox & Co' },
      { questionId: style!.id, answer: 'Playful' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().questions.map((q: { answer: string | null }) => q.answer)).toEqual(['Fox & Co', 'Playful', null]);
    expect(Date.parse(res.json().dueAt)).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 1000);
    expect(res.json().allowedActions).not.toContain('send_requirements');
  });

  it('refuses a missing required answer, a choice not offered, an unknown question, the seller and plain requirements, changing nothing', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const [brand, style] = await gigQuestions();
    expect((await answer(buyer, orderId, [{ questionId: brand!.id, answer: 'Fox' }])).json()).toMatchObject({
      statusCode: 400,
      message: 'answers: answer “Which style?”: it is required',
    });
    expect(
      (
        await answer(buyer, orderId, [
          { questionId: brand!.id, answer: 'Fox' },
          { questionId: style!.id, answer: 'Gothic' },
        ])
      ).json(),
    ).toMatchObject({ statusCode: 400, message: 'answers: “Which style?” must be one of its options' });
    expect(
      (await answer(buyer, orderId, [{ questionId: '00000000-0000-4000-8000-000000000000', answer: 'x' }])).json(),
    ).toMatchObject({ statusCode: 400, message: 'answers: names a question this order does not ask' });
    expect((await answer(seller, orderId, [])).json()).toMatchObject({
      statusCode: 403,
      message: 'Only the buyer can send requirements.',
    });
    expect((await orderStep(t, buyer, orderId, 'requirements', { requirements: 'Just do it' })).json()).toMatchObject({
      statusCode: 409,
      message: 'This order asks its questions: answer them instead.',
    });
    expect(await row(orderId)).toMatchObject({ dueAt: null, requirements: null });
    // No due date yet, so nothing to extend.
    expect((await orderStep(t, seller, orderId, 'extension', { days: 2, reason: 'Busy week' })).json()).toMatchObject({
      statusCode: 409,
      message: 'The delivery clock has not started yet: it starts when the buyer answers your questions.',
    });
  });

  it('keeps the free-text requirements box and the clock from payment for a gig without questions', async () => {
    const plain = await publishGig(t.app, seller, { title: 'Plain gig' });
    const { buyer, orderId } = await paidOrder(t, plain);
    expect((await getOrder(t, buyer, orderId)).json()).toMatchObject({ questions: [], dueAt: expect.any(String) });
    expect((await orderStep(t, buyer, orderId, 'requirements', { requirements: 'A fox' })).statusCode).toBe(200);
  });
});
