import { z } from 'zod';
import { deliveryFileViewSchema } from './deliverables';
import { GIG_LIMITS } from './gigs';
import { numberOrDecimalText } from './common';
import { minorPerUnit, toMinorUnits } from '../money';
import { MAX_MILESTONES, MILESTONE_ACTIONS, MILESTONE_STATUSES } from '../machines/milestones';

// The statuses, actions and who may take them: shared/machines/milestones.ts.

export const MILESTONE_LIMITS = { title: 120, message: 5000 } as const;

const wholeNumber = (what: string, min: number, max: number) =>
  z.preprocess(
    numberOrDecimalText,
    z
      .number(`${what} must be a number`)
      .int(`${what} must be a whole number`)
      .min(min, `${what} must be at least ${min}`)
      .max(max, `${what} must be at most ${max}`),
  );

/**
 * One milestone's terms. Amounts are integer minor units in whole units of the currency, as
 * offer and order prices are stored (SPEC answers those in whole units), so a contract's total is exactly its milestones' sum. The
 * messages speak of dollars: the web form's rows (milestoneRowSchema) are checked by these rules.
 */
export const milestoneTermsSchema = z.object({
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(MILESTONE_LIMITS.title, `Title must be at most ${MILESTONE_LIMITS.title} characters`),
  amountCents: z.preprocess(
    numberOrDecimalText,
    z
      .number('Amount must be a number')
      .int('Amount must be in whole dollars')
      // In the marketplace currency's minor units, read when the value is checked (JPY has none).
      .refine((c) => c >= minorPerUnit(), 'Amount must be at least $1')
      .refine(
        (c) => c <= toMinorUnits(GIG_LIMITS.maxPrice),
        `Amount must be at most $${GIG_LIMITS.maxPrice.toLocaleString('en-US')}`,
      )
      .refine((c) => c % minorPerUnit() === 0, 'Amount must be in whole dollars'),
  ),
  dueInDays: wholeNumber('Due in days', 1, GIG_LIMITS.maxDeliveryDays),
});
export type MilestoneTerms = z.output<typeof milestoneTermsSchema>;

// Whole units stay whole in minor units; any fraction of a unit fails the rules' "whole dollars".
const dollarsAsCents = (value: unknown): unknown => {
  const n = numberOrDecimalText(value);
  return typeof n === 'number' ? n * minorPerUnit() : n;
};

/**
 * A milestone row of the web's offer form: the amount typed in whole dollars (`amount`), checked
 * by the wire's own rules once in cents, and sent as `amountCents`.
 */
export const milestoneRowSchema = z
  .object({
    title: milestoneTermsSchema.shape.title,
    amount: z.preprocess(dollarsAsCents, milestoneTermsSchema.shape.amountCents),
    dueInDays: milestoneTermsSchema.shape.dueInDays,
  })
  .transform(({ amount, ...row }): MilestoneTerms => ({ ...row, amountCents: amount as number }));
export type MilestoneRowInput = z.input<typeof milestoneRowSchema>;

/** An offer's milestones: 1 to MAX_MILESTONES. */
const milestoneList = <T extends z.ZodType>(row: T) =>
  z
    .array(row, 'must be a list of milestones')
    .min(1, 'An offer with milestones needs at least 1')
    .max(MAX_MILESTONES, `An offer has at most ${MAX_MILESTONES} milestones`);
export const milestonesField = milestoneList(milestoneTermsSchema);
/** The offer form's rows, as milestonesField once in cents. */
export const milestoneRowsField = milestoneList(milestoneRowSchema);

const message = (what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `${what} is required`)
    .max(MILESTONE_LIMITS.message, `must be at most ${MILESTONE_LIMITS.message} characters`);

/** POST …/submit: what the freelancer hands in (JSON, or multipart with up to DELIVERY_MAX_FILES `files`). */
export const submitMilestoneSchema = z.object({ message: message('A message') });
/** POST …/request-changes: what the client wants changed. */
export const milestoneChangesSchema = z.object({ message: message('What to change') });

export const milestoneParams = z.object({
  id: z.uuid('must be a valid id'),
  milestoneId: z.uuid('must be a valid id'),
});

/** A milestone as the offer and the contract's order answer it, with what the viewer may do now. */
export const milestoneSchema = z.object({
  _id: z.string().nullable(),
  position: z.number(),
  title: z.string(),
  amountCents: z.number(),
  dueInDays: z.number(),
  status: z.enum(MILESTONE_STATUSES),
  /** Who proposed it after the offer was accepted, or null for one of the offer's milestones. */
  proposedBy: z.enum(['buyer', 'seller']).nullable(),
  fundedAt: z.string().nullable(),
  /** Funding + dueInDays; null until funded. */
  dueAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** When a submission left unanswered is approved by itself; null unless submitted. */
  autoApproveAt: z.string().nullable(),
  /** The freelancer's last submission message, and the client's last request for changes. */
  submission: z.string().nullable(),
  /** The files of the last submission (none before one), each linked for the parties and admins only. */
  files: z.array(deliveryFileViewSchema),
  changes: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** A partial refund that settled a dispute on it: the cents back to the client (the rest went to the freelancer); else null. */
  refundedCents: z.number().nullable(),
  allowedActions: z.array(z.enum(MILESTONE_ACTIONS)),
});
export type Milestone = z.infer<typeof milestoneSchema>;
