import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { currencyExponent, toMinorUnits } from '@shared/money';
import { refundBounds } from '@shared/machines/disputes';
import { decideSchema, proposalSchema, type DisputeOutcome, type ProposalInput } from '@shared/schemas/disputes';
import { ApiError } from '@web/api/client';
import { cents } from './words';

/**
 * The outcome as typed: the shared schemas' outcome (and the decision's reason), with a partial
 * refund in dollars ("30" or "30.50"), which is sent as refundCents (shared/money.ts) and must
 * leave something to each side: 1 cent to the price less 1 cent.
 */
// As many decimals as the marketplace currency has (none for JPY), read when checked.
const isAmount = (text: string) => {
  const digits = currencyExponent();
  return new RegExp(digits ? `^\\d{1,7}(\\.\\d{1,${digits}})?$` : '^\\d{1,9}$').test(text);
};
const outcomeShape = { outcome: proposalSchema.shape.outcome, amount: z.string().trim() };

/** The amount's messages; the dispute page gives them in its language (use-dispute-words.tsx). */
interface AmountWords {
  between: (min: number, max: number) => string;
  required: string;
}
const ENGLISH: AmountWords = {
  between: (min, max) => `Enter an amount between ${cents(min)} and ${cents(max)}`,
  required: 'Enter the amount to refund',
};

function amountCheck(priceCents: number, words: AmountWords) {
  return (v: { outcome: DisputeOutcome; amount: string }, ctx: z.RefinementCtx) => {
    if (v.outcome !== 'partial') return;
    const { min, max } = refundBounds('partial', priceCents);
    const between = words.between(min, max);
    if (!isAmount(v.amount))
      return ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: v.amount ? between : words.required,
      });
    const refund = toMinorUnits(Number(v.amount));
    if (refund < min || refund > max) ctx.addIssue({ code: 'custom', path: ['amount'], message: between });
  };
}

export const proposalFormSchema = (priceCents: number, words = ENGLISH) =>
  z.object(outcomeShape).superRefine(amountCheck(priceCents, words));
export type ProposalForm = z.input<ReturnType<typeof proposalFormSchema>>;

export const decisionFormSchema = (priceCents: number, words = ENGLISH) =>
  z.object({ ...outcomeShape, reason: decideSchema.shape.reason }).superRefine(amountCheck(priceCents, words));
export type DecisionForm = z.input<ReturnType<typeof decisionFormSchema>>;

/** What the form's outcome sends: refundCents only for a partial refund (the server knows the price). */
export const toOutcome = ({ outcome, amount }: { outcome: DisputeOutcome; amount: string }): ProposalInput =>
  outcome === 'partial' ? { outcome, refundCents: toMinorUnits(Number(amount)) } : { outcome };

/** The refund the form says now, in cents, or null until it is a valid partial amount. */
export const refundOf = (amount: string): number | null =>
  isAmount(amount.trim()) ? toMinorUnits(Number(amount)) : null;

/** The server names refundCents; the form shows that field as `amount`. */
export function asFormError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  return new ApiError(
    err.status,
    err.message,
    err.fieldErrors.map((p) => (p.field === 'refundCents' ? { ...p, field: 'amount' } : p)),
  );
}

/** What OutcomeFields needs of a proposal's or a decision's form (both hold `outcome` and `amount`). */
export function outcomeFieldsOf<T extends ProposalForm>(form: UseFormReturn<T>) {
  const f = form as unknown as UseFormReturn<ProposalForm>;
  const errors = f.formState.errors;
  return {
    outcome: f.register('outcome'),
    amount: f.register('amount'),
    chosen: f.watch('outcome'),
    typed: f.watch('amount'),
    errors: { outcome: errors.outcome?.message, amount: errors.amount?.message },
  };
}
