import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderQuestion } from '@shared/schemas/gig-questions';
import { orders } from '../../server/db/schema';
import { signUpAdmin } from '../support/admin';
import { publishGig } from '../support/gigs';
import { multipart, pngFile, textFile, type FilePart } from '../support/multipart';
import { getOrder, orderStep, paidOrder, pdfFile } from '../support/orders';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let seller: TestUser;
let gigId: string;
let ids: { logo: string; brand: string; style: string; extra: string };
const QUESTIONS = [
  { prompt: 'Upload your current logo', kind: 'file', required: true },
  { prompt: 'What is your brand called?', kind: 'text', required: true },
  { prompt: 'Which style?', kind: 'choice', options: ['Minimal', 'Playful'], required: true },
  { prompt: 'Any sketch?', kind: 'file', required: false },
];
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Fenna Files' });
  gigId = await publishGig(t.app, seller, { title: 'Logo refresh', questions: JSON.stringify(QUESTIONS) });
  const gig = (await t.app.inject({ url: `/api/v1/gigs/single/${gigId}` })).json();
  const [logo, brand, style, extra] = (gig.questions as { id: string; kind: string }[]).map((q) => q.id);
  expect(gig.questions[0]).toMatchObject({ kind: 'file', options: [], required: true });
  ids = { logo: logo!, brand: brand!, style: style!, extra: extra! };
});
afterAll(() => t.close());

const row = async (id: string) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** The answer files on disk: a refused answer leaves none behind. */
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads/private/answers');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const textAnswers = () => [
  { questionId: ids.brand, answer: 'Fox & Co' },
  { questionId: ids.style, answer: 'Minimal' },
];
const sendForm = (
  user: TestUser | null,
  orderId: string,
  fields: Record<string, string | FilePart | FilePart[] | undefined>,
) => as(t.app, user)({ method: 'POST', url: `/api/v1/orders/${orderId}/answers`, ...multipart(fields) });
const download = (user: TestUser | null, url: string) => as(t.app, user)({ method: 'GET', url });

describe('POST /gigs with a file question', () => {
  it('refuses options on a file question, naming the field', async () => {
    const res = await as(
      t.app,
      seller,
    )({
      method: 'POST',
      url: '/api/v1/gigs',
      ...multipart({
        title: 'Bad file question',
        category: 'design',
        description: 'Logos',
        serviceTitle: 'Logo',
        shortDescription: 'A logo',
        deliveryTime: '3',
        revisionNumber: '1',
        price: '40',
        features: JSON.stringify(['Logo']),
        questions: JSON.stringify([{ prompt: 'Your logo', kind: 'file', options: ['a', 'b'] }]),
        coverImage: await pngFile(),
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'questions.0.options: A multiple choice question needs 2 or more options; a text or file question none',
    );
  });
});

describe('POST /orders/{id}/answers with a file', () => {
  it('holds the clock until the required file is stored, then starts it; the parties and an admin download the same bytes, a stranger hears 404', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const waiting = (await getOrder(t, buyer, orderId)).json();
    expect(waiting).toMatchObject({ status: 'in_progress', dueAt: null });
    expect(waiting.questions.map((q: OrderQuestion) => [q.kind, q.answer, q.file])).toEqual([
      ['file', null, null],
      ['text', null, null],
      ['choice', null, null],
      ['file', null, null],
    ]);
    // The text answers alone, as JSON: the required file is missing, so nothing changes.
    const jsonOnly = await orderStep(t, buyer, orderId, 'answers', { answers: textAnswers() });
    expect(jsonOnly.statusCode).toBe(400);
    expect(jsonOnly.json().message).toBe(
      `file:${ids.logo}: upload a file for “Upload your current logo”: it is required`,
    );
    expect(await row(orderId)).toMatchObject({ dueAt: null, requirements: null });

    const logo = await pngFile(24, 24, 'old-logo.png');
    const before = Date.now();
    const res = await sendForm(buyer, orderId, {
      answers: JSON.stringify(textAnswers()),
      [`file:${ids.logo}`]: logo,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(Date.parse(order.dueAt)).toBeGreaterThanOrEqual(before + 3 * 86_400_000 - 1000);
    expect(order.allowedActions).not.toContain('send_requirements');
    const [file, brand, style, sketch] = order.questions as OrderQuestion[];
    expect(file).toMatchObject({
      answer: 'old-logo.png',
      file: {
        name: 'old-logo.png',
        type: 'image/png',
        size: logo.data.length,
        url: `/api/v1/orders/${orderId}/questions/${ids.logo}/file`,
      },
    });
    expect([brand!.answer, style!.answer, sketch!.answer, sketch!.file]).toEqual(['Fox & Co', 'Minimal', null, null]);
    expect((await row(orderId)).requirements).toContain('Upload your current logo\nFile: old-logo.png');

    // The seller sees the same link and downloads the same bytes; so may an admin; a stranger and no session may not.
    const seen = (await getOrder(t, seller, orderId)).json().questions[0] as OrderQuestion;
    expect(seen.file!.url).toBe(file!.file!.url);
    const got = await download(seller, seen.file!.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(got.rawPayload.equals(logo.data)).toBe(true);
    expect((await download(buyer, seen.file!.url)).statusCode).toBe(200);
    const admin = await signUpAdmin(t);
    expect((await download(admin, seen.file!.url)).rawPayload.equals(logo.data)).toBe(true);
    const stranger = await signUp(t.app);
    const refused = await download(stranger, seen.file!.url);
    expect(refused.statusCode).toBe(404);
    expect((await download(null, seen.file!.url)).statusCode).toBe(401);
    // The optional file question left unanswered has no file to fetch.
    expect((await download(seller, `/api/v1/orders/${orderId}/questions/${ids.extra}/file`)).statusCode).toBe(404);
    // Answered once: a second form is refused and stores nothing.
    const stored = storedFiles();
    expect(stored).toBe(1);
    const again = await sendForm(buyer, orderId, {
      answers: JSON.stringify(textAnswers()),
      [`file:${ids.logo}`]: await pngFile(),
    });
    expect(again.statusCode).toBe(409);
    expect(storedFiles()).toBe(stored);
  });

  it('refuses a file for a text question, text for a file question, a wrong type, a file too big, a stranger and the seller, storing nothing', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const stored = storedFiles();
    const cases: [Record<string, string | FilePart>, number, string][] = [
      [
        { answers: JSON.stringify(textAnswers()), [`file:${ids.logo}`]: pdfFile(), [`file:${ids.brand}`]: pdfFile() },
        400,
        `file:${ids.brand}: “What is your brand called?” is answered with text, not a file`,
      ],
      [
        {
          answers: JSON.stringify([...textAnswers(), { questionId: ids.logo, answer: 'see attached' }]),
        },
        400,
        'answers: “Upload your current logo” asks for a file: upload one instead of text',
      ],
      [
        { answers: JSON.stringify(textAnswers()), [`file:${ids.logo}`]: textFile('logo.png') },
        415,
        `file:${ids.logo}: must be an image, a PDF or a ZIP file`,
      ],
      [
        {
          answers: JSON.stringify(textAnswers()),
          [`file:${ids.logo}`]: {
            filename: 'huge.pdf',
            contentType: 'application/pdf',
            data: Buffer.concat([pdfFile().data, Buffer.alloc(1024 * 1024 + 10, 32)]),
          },
        },
        413,
        `file:${ids.logo}: File is too large (limit 1 MB)`,
      ],
      [
        { answers: JSON.stringify(textAnswers()), 'file:00000000-0000-4000-8000-000000000000': pdfFile() },
        400,
        'file:00000000-0000-4000-8000-000000000000: unexpected file field',
      ],
      [{ answers: '{not json', [`file:${ids.logo}`]: pdfFile() }, 400, 'answers: must be a list of answers'],
    ];
    for (const [fields, status, message] of cases) {
      const res = await sendForm(buyer, orderId, fields);
      expect(res.json().message, message).toBe(message);
      expect(res.statusCode).toBe(status);
    }
    const answers = JSON.stringify(textAnswers());
    const stranger = await signUp(t.app);
    expect((await sendForm(stranger, orderId, { answers, [`file:${ids.logo}`]: pdfFile() })).statusCode).toBe(404);
    expect((await sendForm(seller, orderId, { answers, [`file:${ids.logo}`]: pdfFile() })).json()).toMatchObject({
      statusCode: 403,
      message: 'Only the buyer can send requirements.',
    });
    expect(storedFiles()).toBe(stored);
    expect(await row(orderId)).toMatchObject({ dueAt: null, requirements: null });
    expect((await getOrder(t, buyer, orderId)).json().questions[0]).toMatchObject({ answer: null, file: null });
  });

  it('answers two files at once, a PDF and an image', async () => {
    const { buyer, orderId } = await paidOrder(t, gigId);
    const res = await sendForm(buyer, orderId, {
      answers: JSON.stringify(textAnswers()),
      [`file:${ids.logo}`]: pdfFile('logo.pdf'),
      [`file:${ids.extra}`]: await pngFile(16, 16, 'sketch.png'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const qs = res.json().questions as OrderQuestion[];
    expect([qs[0]!.file!.type, qs[3]!.file!.name]).toEqual(['application/pdf', 'sketch.png']);
  });
});

describe('POST /orders/{id}/answers without file questions', () => {
  it('keeps JSON answers for text and choice questions working as before', async () => {
    const plain = await publishGig(t.app, seller, {
      title: 'Plain questions',
      questions: JSON.stringify(QUESTIONS.filter((q) => q.kind !== 'file')),
    });
    const { buyer, orderId } = await paidOrder(t, plain);
    const gig = (await t.app.inject({ url: `/api/v1/gigs/single/${plain}` })).json();
    const [brand, style] = gig.questions as { id: string }[];
    const bad = await orderStep(t, buyer, orderId, 'answers', { answers: [{ questionId: 'x', answer: 'y' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('answers.0.questionId: must be a valid id');
    const res = await orderStep(t, buyer, orderId, 'answers', {
      answers: [
        { questionId: brand!.id, answer: 'Fox' },
        { questionId: style!.id, answer: 'Playful' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().questions.map((q: OrderQuestion) => [q.answer, q.file])).toEqual([
      ['Fox', null],
      ['Playful', null],
    ]);
    expect(res.json().dueAt).not.toBeNull();
  });
});
