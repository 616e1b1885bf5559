import { useLingui } from '@lingui/react';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { MAX_MILESTONES } from '@shared/machines/milestones';
import { MILESTONE_LIMITS } from '@shared/schemas/milestones';
import type { OfferFormData, OfferFormInput } from '@shared/schemas/offers';
import { useFormatMoney, useTranslateError } from '@web/lib/i18n';
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
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const translateError = useTranslateError();
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
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {_('offers.milestones.legend', { number: i + 1 })}
              </legend>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-3 @lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
                <Input
                  label={_('offers.form.title')}
                  wrapperClassName="col-span-3 @lg:col-span-1"
                  maxLength={MILESTONE_LIMITS.title}
                  {...register(`milestones.${i}.title`)}
                  error={translateError(errors?.[i]?.title?.message)}
                />
                <Input
                  label={_('offers.milestones.amount')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register(`milestones.${i}.amount`)}
                  error={translateError(errors?.[i]?.amount?.message)}
                />
                <Input
                  label={_('offers.milestones.dueIn')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...register(`milestones.${i}.dueInDays`)}
                  error={translateError(errors?.[i]?.dueInDays?.message)}
                />
                <Button
                  variant="ghost"
                  className="mt-6 px-2.5"
                  aria-label={_('offers.milestones.remove', { number: i + 1 })}
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
          {translateError(listError(formState.errors))}
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
            <Plus className="size-4" aria-hidden /> {_('offers.milestones.add')}
          </Button>
          {full && (
            <p id="milestones-full" className="text-xs text-slate-600">
              {_('offers.milestones.atMost', { max: MAX_MILESTONES })}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {_('offers.milestones.total')}{' '}
          <span className="text-base font-semibold text-slate-900">{formatMoney(milestonesTotal(typed))}</span>
        </p>
      </div>
    </div>
  );
}
