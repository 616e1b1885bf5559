import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { refundBounds } from '@shared/machines/disputes';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@shared/schemas/disputes';
import { cn } from '@web/ui/cn';
import { Input } from '@web/ui/Field';
import { refundOf } from './outcome-form';
import { afterOutcome, cents, type Disputed } from './words';

const CHOICES: Record<DisputeOutcome, { label: string; hint: (price: string, after: string) => string }> = {
  refund: { label: 'Full refund', hint: (price, after) => `${price} back to the buyer; ${after}.` },
  release: { label: 'Release to the seller', hint: (price, after) => `${price} to the seller; ${after}.` },
  partial: {
    label: 'Partial refund',
    hint: (_price, after) => `Part back to the buyer, the rest to the seller; ${after}.`,
  },
};

interface OutcomeFieldsProps {
  /** What the outcome shares out: the order's price, or the disputed milestone's amount. */
  disputed: Disputed;
  outcome: UseFormRegisterReturn;
  amount: UseFormRegisterReturn;
  /** The values the form holds now. */
  chosen: DisputeOutcome | undefined;
  typed: string;
  errors: { outcome?: string; amount?: string };
}

/** The three outcomes as radio cards and, for a partial refund, the amount in dollars with what each side gets. */
export function OutcomeFields({ disputed, outcome, amount, chosen, typed, errors }: OutcomeFieldsProps) {
  const id = useId();
  const priceCents = disputed.cents;
  const price = cents(priceCents);
  const refund = refundOf(typed);
  const { min, max } = refundBounds('partial', priceCents);
  const split =
    refund !== null && refund >= min && refund <= max
      ? `The seller gets the rest: ${cents(priceCents - refund)}.`
      : `Up to ${cents(max)} of ${price}.`;
  return (
    <div className="space-y-3">
      <fieldset aria-describedby={errors.outcome ? `${id}-error` : undefined} className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Outcome</legend>
        {DISPUTE_OUTCOMES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
              chosen === value
                ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500'
                : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input type="radio" value={value} {...outcome} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{CHOICES[value].label}</span>
              <span className="block text-slate-600">
                {CHOICES[value].hint(price, afterOutcome(value, disputed.milestone))}
              </span>
            </span>
          </label>
        ))}
        {errors.outcome && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      {chosen === 'partial' && (
        <Input
          label="Refund to the buyer, in dollars"
          inputMode="decimal"
          autoComplete="off"
          placeholder="25.50"
          {...amount}
          hint={split}
          error={errors.amount}
        />
      )}
    </div>
  );
}
