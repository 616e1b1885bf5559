import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, or } from 'drizzle-orm';
import { PAID_ORDER_STATUSES } from '@shared/machines/orders';
import { answerFileField } from '@shared/multipart-fields';
import { answersFormSchema, answersSchema, type AnswersInput, type OrderQuestion } from '@shared/schemas/gig-questions';
import { orders, type DeliveryFile, type StoredOrderQuestion } from '../../db/schema';
import { actsAsAdmin, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { fieldError, HttpError, notFound } from '../../platform/errors';
import { fileNameFor, mimeOf } from '../../platform/file-names';
import { newKey } from '../../platform/storage';
import { detectFile, readMultipart } from '../../platform/uploads';
import { DELIVERY_FILE_TYPES } from '@shared/schemas/deliverables';

/**
 * The order's questions with the buyer's answers, checked against them (400 naming the field):
 * every answer for one of its questions, a choice among its options, a file only for a file
 * question and never text for one, every required one answered (a file question by its file).
 */
export function answered(
  questions: StoredOrderQuestion[],
  answers: AnswersInput['answers'],
  files: Record<string, DeliveryFile> = {},
) {
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  for (const id of given.keys())
    if (!questions.some((q) => q.id === id)) throw fieldError('answers', 'names a question this order does not ask');
  for (const id of Object.keys(files)) {
    const q = questions.find((x) => x.id === id);
    if (!q) throw fieldError(answerFileField(id), 'names a question this order does not ask');
    if (q.kind !== 'file') throw fieldError(answerFileField(id), `“${q.prompt}” is answered with text, not a file`);
  }
  const out = questions.map((q): StoredOrderQuestion => {
    const answer = given.get(q.id)?.trim() || null;
    if (q.kind === 'file') {
      if (answer) throw fieldError('answers', `“${q.prompt}” asks for a file: upload one instead of text`);
      const file = files[q.id] ?? null;
      if (q.required && !file)
        throw fieldError(answerFileField(q.id), `upload a file for “${q.prompt}”: it is required`);
      return { ...q, answer: file?.name ?? null, file };
    }
    if (q.required && !answer) throw fieldError('answers', `answer “${q.prompt}”: it is required`);
    if (answer && q.kind === 'choice' && !q.options.includes(answer))
      throw fieldError('answers', `“${q.prompt}” must be one of its options`);
    return { ...q, answer, file: null };
  });
  const summary = out
    .map((q) => `${q.prompt}\n${q.file ? `File: ${q.file.name}` : (q.answer ?? '(no answer)')}`)
    .join('\n\n');
  return { questions: out, summary };
}

/** A paid order's questions for one of its parties (or an admin, when `admin`); anyone else hears "not found". */
async function questionsOf(ctx: AppContext, user: AuthUser, orderId: string, admin = false) {
  const party = or(eq(orders.buyerId, user.id), eq(orders.sellerId, user.id));
  const [row] = await ctx.db
    .select({ questions: orders.questions })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...PAID_ORDER_STATUSES]), admin ? undefined : party));
  if (!row) throw notFound('Order');
  return row.questions;
}

const FILE_REFUSAL = 'must be an image, a PDF or a ZIP file';

export interface AnswersUpload {
  answers: AnswersInput['answers'];
  /** Each file question's file, checked (by its bytes) and stored privately, by question id. */
  files: Record<string, DeliveryFile>;
}

/**
 * POST /orders/{id}/answers: JSON `{ answers }` as before, or a multipart form with `answers` (a
 * JSON string) and one file per file question in `file:<questionId>`. Every file is checked by
 * its magic bytes (a delivery's types, else 415 naming its field) before any is stored; the
 * caller removes the stored files when the step is refused.
 */
export async function readAnswers(
  ctx: AppContext,
  request: FastifyRequest,
  user: AuthUser,
  orderId: string,
): Promise<AnswersUpload> {
  if (!request.isMultipart()) return { answers: answersSchema.parse(request.body ?? {}).answers, files: {} };
  // The order's questions name the file fields a form may carry (one file each).
  const questions = await questionsOf(ctx, user, orderId);
  const body = await readMultipart(request, Object.fromEntries(questions.map((q) => [answerFileField(q.id), 1])));
  const parsed = answersFormSchema.safeParse(body.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldError(issue.path.join('.'), issue.message);
  }
  const checked: { id: string; data: Buffer; file: DeliveryFile }[] = [];
  for (const q of questions) {
    const field = answerFileField(q.id);
    const data = body.files[field]?.[0];
    if (!data) continue;
    const ext = await detectFile(data, DELIVERY_FILE_TYPES, '').catch(() => {
      throw new HttpError(415, `${field}: ${FILE_REFUSAL}`, [{ field, message: FILE_REFUSAL }]);
    });
    const file = {
      key: newKey('private/answers', ext),
      name: fileNameFor(body.names[field]?.[0], ext),
      type: mimeOf(ext),
      size: data.length,
    };
    checked.push({ id: q.id, data, file });
  }
  for (const { data, file } of checked) await ctx.storage.put(file.key, data);
  return { answers: parsed.data.answers, files: Object.fromEntries(checked.map((c) => [c.id, c.file])) };
}

export async function removeAnswerFiles(ctx: AppContext, files: Record<string, DeliveryFile>): Promise<void> {
  for (const file of Object.values(files)) await ctx.storage.delete(file.key).catch(() => undefined);
}

/** The download link of a file answer: the order's parties and admins may fetch it. */
const answerFileUrl = (orderId: string, questionId: string) => `/api/v1/orders/${orderId}/questions/${questionId}/file`;

/** The questions as the order answers them: a file answer as its name and download link. */
export const questionsView = (orderId: string, questions: StoredOrderQuestion[]): OrderQuestion[] =>
  questions.map(({ file, ...q }) => ({
    ...q,
    file: file ? { name: file.name, type: file.type, size: file.size, url: answerFileUrl(orderId, q.id) } : null,
  }));

/** A file answer, for the order's buyer or seller or an admin; anyone else hears "not found". */
export async function answerFile(ctx: AppContext, user: AuthUser, orderId: string, questionId: string) {
  const questions = await questionsOf(ctx, user, orderId, actsAsAdmin(user));
  const file = questions.find((q) => q.id === questionId)?.file;
  const stored = file ? await ctx.storage.get(file.key) : null;
  if (!file || !stored) throw notFound('File');
  return { ...stored, file };
}
