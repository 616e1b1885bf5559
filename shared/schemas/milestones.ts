import { z } from 'zod';
import { GIG_LIMITS } from './gigs';
import { numberOrDecimalText } from './common';
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
 * One milestone's terms. Amounts are integer cents in whole dollars, as offer and order prices
 * are (SPEC answers them in dollars), so a contract's total is exactly its milestones' sum.
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
      .number('Amount must be a number of cents')
      .int('Amount must be a whole number of cents')
      .min(100, 'Amount must be at least $1 (100 cents)')
      .max(GIG_LIMITS.maxPrice * 100, `Amount must be at most $${GIG_LIMITS.maxPrice.toLocaleString('en-US')}`)
      .refine((c) => c % 100 === 0, 'Amount must be in whole dollars (a multiple of 100 cents)'),
  ),
  dueInDays: wholeNumber('Due in days', 1, GIG_LIMITS.maxDeliveryDays),
});
export type MilestoneTerms = z.output<typeof milestoneTermsSchema>;

/** An offer's milestones: 1 to MAX_MILESTONES. */
export const milestonesField = z
  .array(milestoneTermsSchema, 'must be a list of milestones')
  .min(1, 'An offer with milestones needs at least 1')
  .max(MAX_MILESTONES, `An offer has at most ${MAX_MILESTONES} milestones`);

const message = (what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .min(1, `${what} is required`)
    .max(MILESTONE_LIMITS.message, `must be at most ${MILESTONE_LIMITS.message} characters`);

/** POST …/submit: what the freelancer hands in. */
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
  changes: z.string().nullable(),
  approvedAt: z.string().nullable(),
  allowedActions: z.array(z.enum(MILESTONE_ACTIONS)),
});
export type Milestone = z.infer<typeof milestoneSchema>;
