import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { refundBounds } from '@shared/machines/disputes';
import { marketplaceCurrency } from '@shared/money';
import { DISPUTE_OUTCOMES, type DisputeOutcome } from '@shared/schemas/disputes';
import { cn } from '@web/ui/cn';
import { useTranslateError } from '@web/lib/i18n';
import { Input } from '@web/ui/Field';
import { refundOf } from './outcome-form';
import { useDisputeWords } from './use-dispute-words';
import type { Disputed } from './words';

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

/** The three outcomes as radio cards and, for a partial refund, the amount in the marketplace's currency with what each side gets. */
export function OutcomeFields({ disputed, outcome, amount, chosen, typed, errors }: OutcomeFieldsProps) {
  const { _, cents, after } = useDisputeWords();
  const translateError = useTranslateError();
  const id = useId();
  const priceCents = disputed.cents;
  const price = cents(priceCents);
  const refund = refundOf(typed);
  const { min, max } = refundBounds('partial', priceCents);
  const split =
    refund !== null && refund >= min && refund <= max
      ? _('disputes.amount.rest', { amount: cents(priceCents - refund) })
      : _('disputes.amount.upTo', { max: cents(max), price });
  return (
    <div className="space-y-3">
      <fieldset aria-describedby={errors.outcome ? `${id}-error` : undefined} className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{_('disputes.panel.outcome')}</legend>
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
              <span className="block font-medium text-slate-900">{_(`disputes.choice.${value}`)}</span>
              <span className="block text-slate-600">
                {_(`disputes.choice.${value}Hint`, { price, after: after(value, disputed.milestone) })}
              </span>
            </span>
          </label>
        ))}
        {errors.outcome && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {translateError(errors.outcome)}
          </p>
        )}
      </fieldset>
      {chosen === 'partial' && (
        <Input
          label={_('disputes.amount.label', { code: marketplaceCurrency() })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="25.50"
          {...amount}
          hint={split}
          error={translateError(errors.amount)}
        />
      )}
    </div>
  );
}
