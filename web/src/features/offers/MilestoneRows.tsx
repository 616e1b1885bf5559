import { Plus, X } from 'lucide-react';
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { MAX_MILESTONES } from '@shared/machines/milestones';
import { formatMoney } from '@shared/money';
import { MILESTONE_LIMITS } from '@shared/schemas/milestones';
import type { OfferFormData, OfferFormInput } from '@shared/schemas/offers';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';

/** A fresh row; its amount and days may come from the one-price terms already typed. */
export const emptyMilestone = (amount: unknown = '', dueInDays: unknown = '') => ({ title: '', amount, dueInDays });

/** The rows' total in whole dollars as typed so far (a row not yet a whole number counts 0). */
export function milestonesTotal(rows: OfferFormInput['milestones'] | undefined): number {
  return (rows ?? []).reduce((sum, row) => {
    const n = Number(row.amount);
    return sum + (String(row.amount).trim() !== '' && Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
}

/** The list's own error (none, too many), wherever the resolver or the server put it. */
const listError = (errors: FieldErrors<OfferFormInput>) =>
  errors.milestones?.message ?? errors.milestones?.root?.message;

/**
 * "Pay in milestones": one fieldset per milestone (Title, Amount in whole dollars, Due in days
 * after it is funded), added up to MAX_MILESTONES and removed one by one, and the live total
 * that is the offer's price. Each error sits under its own row's field.
 */
export function MilestoneRows({ form }: { form: UseFormReturn<OfferFormInput, unknown, OfferFormData> }) {
  const { register, control, formState } = form;
  const rows = useFieldArray({ control, name: 'milestones' });
  const typed = useWatch({ control, name: 'milestones' });
  const errors = formState.errors.milestones;
  const full = rows.fields.length >= MAX_MILESTONES;
  return (
    <div className="space-y-3 @container">
      <ol className="space-y-3">
        {rows.fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className="rounded-lg border border-slate-200 bg-white px-3 pt-1 pb-3">
              <legend className="px-1 text-sm font-semibold text-slate-800">Milestone {i + 1}</legend>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-3 @lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
                <Input
                  label="Title"
                  wrapperClassName="col-span-3 @lg:col-span-1"
                  maxLength={MILESTONE_LIMITS.title}
                  {...register(`milestones.${i}.title`)}
                  error={errors?.[i]?.title?.message}
                />
                <Input
                  label="Amount ($)"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register(`milestones.${i}.amount`)}
                  error={errors?.[i]?.amount?.message}
                />
                <Input
                  label="Due in (days)"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register(`milestones.${i}.dueInDays`)}
                  error={errors?.[i]?.dueInDays?.message}
                />
                <Button
                  variant="ghost"
                  className="mt-6 px-2.5"
                  aria-label={`Remove milestone ${i + 1}`}
                  // An offer in milestones has at least one: the last row goes with "One payment".
                  disabled={rows.fields.length === 1}
                  onClick={() => rows.remove(i)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError(formState.errors) && (
        <p role="alert" className="text-sm text-red-700">
          {listError(formState.errors)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <Button
            variant="secondary"
            disabled={full}
            aria-describedby={full ? 'milestones-full' : undefined}
            onClick={() => rows.append(emptyMilestone())}
          >
            <Plus className="size-4" aria-hidden /> Add milestone
          </Button>
          {full && (
            <p id="milestones-full" className="text-xs text-slate-600">
              An offer has at most {MAX_MILESTONES} milestones.
            </p>
          )}
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          Total (the offer’s price):{' '}
          <span className="text-base font-semibold text-slate-900">{formatMoney(milestonesTotal(typed))}</span>
        </p>
      </div>
    </div>
  );
}
