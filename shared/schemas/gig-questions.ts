import { z } from 'zod';

/**
 * A gig's requirement questions (issue 34): the seller asks, the buyer answers after paying, and
 * the delivery clock starts once the required ones are answered. Free text, multiple choice, or a
 * file (the buyer uploads one, checked and stored as a delivery's files are).
 */
export const QUESTION_KINDS = ['text', 'choice', 'file'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_LIMITS = { questions: 10, prompt: 300, options: 6, option: 80, answer: 5000 } as const;

const text = (name: string, max: number) =>
  z
    .string(`${name} is required`)
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

export const gigQuestionInputSchema = z
  .object({
    id: z.uuid('Question id must be a valid id').optional(),
    prompt: text('The question', QUESTION_LIMITS.prompt),
    kind: z.enum(QUESTION_KINDS, `Question kind must be one of ${QUESTION_KINDS.join(', ')}`),
    options: z
      .array(text('An option', QUESTION_LIMITS.option), 'Options must be a list of text')
      .max(QUESTION_LIMITS.options, `At most ${QUESTION_LIMITS.options} options`)
      .default([]),
    required: z.boolean('Required must be true or false').default(true),
  })
  .refine((q) => (q.kind === 'choice' ? q.options.length >= 2 : q.options.length === 0), {
    path: ['options'],
    message: 'A multiple choice question needs 2 or more options; a text or file question none',
  });
export type GigQuestionInput = z.infer<typeof gigQuestionInputSchema>;

export const gigQuestionSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(QUESTION_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type GigQuestion = z.infer<typeof gigQuestionSchema>;

/** `questions` of the gig form: a JSON string, up to 10. */
export const gigQuestionsField = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  },
  z
    .array(gigQuestionInputSchema, 'Questions must be a JSON list of questions')
    .max(QUESTION_LIMITS.questions, `At most ${QUESTION_LIMITS.questions} questions`),
);

/** The answers list: one per text or choice question answered (a file question's answer is its file). */
const answersList = z
  .array(
    z.object({
      questionId: z.uuid('must be a valid id'),
      answer: z
        .string('must be text')
        .trim()
        .max(QUESTION_LIMITS.answer, `must be at most ${QUESTION_LIMITS.answer} characters`),
    }),
    'must be a list of answers',
  )
  .max(QUESTION_LIMITS.questions, `At most ${QUESTION_LIMITS.questions} answers`);

/**
 * POST /orders/{id}/answers as JSON: the buyer's answers, one per question answered. The same
 * request may be a multipart form instead: `answers` (this list as a JSON string, may be left
 * out when every question is a file) and one file per file question, in the field
 * `answerFileField(questionId)` (shared/multipart-fields.ts).
 */
export const answersSchema = z.object({ answers: answersList });
export type AnswersInput = z.infer<typeof answersSchema>;

/** The multipart form's text fields: `answers` as a JSON string. */
export const answersFormSchema = z.object({
  answers: z.preprocess((v) => {
    if (v === undefined || v === '') return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  }, answersList),
});

/** A file answer as the order answers it: a download link for the order's parties (and admins). */
export const answerFileSchema = z.object({ name: z.string(), type: z.string(), size: z.number(), url: z.string() });

/**
 * A question as the order answers it, with the buyer's answer once sent: the text or choice, or
 * for a file question the file's name in `answer` and its download link in `file`.
 */
export const orderQuestionSchema = gigQuestionSchema.extend({
  answer: z.string().nullable(),
  file: answerFileSchema.nullable(),
});
export type OrderQuestion = z.infer<typeof orderQuestionSchema>;

export const hasRequiredQuestions = (questions: readonly Pick<GigQuestion, 'required'>[]) =>
  questions.some((q) => q.required);
