import { Plus, X } from 'lucide-react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { EXTRA_LIMITS, PACKAGE_LIMITS } from '@shared/schemas/gig-packages';
import { Button } from '@web/ui/Button';
import { Input, Textarea } from '@web/ui/Field';
import type { PackagesDraft } from './package-form';

type Form = UseFormReturn<PackagesDraft>;
const messageAt = (errors: FieldErrors, path: string): string | undefined => {
  let at: unknown = errors;
  for (const key of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return (at as { message?: string } | undefined)?.message;
};

/** Standard and Premium beside the gig's Basic fields, and up to 5 paid extras. */
export function PackagesExtrasFields({ form }: { form: Form }) {
  const { register, watch, formState } = form;
  const extras = useFieldArray({ control: form.control, name: 'extraRows' });
  const err = (path: string) => messageAt(formState.errors, path);
  return (
    <div className="space-y-6 md:col-span-2">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">Packages</legend>
        <p className="text-sm text-slate-600">
          The price, delivery time, revisions and features above are your Basic package. Offer up to two more.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {(['standard', 'premium'] as const).map((tier) => {
            const on = watch(`${tier}.on`);
            const label = tier === 'standard' ? 'Standard' : 'Premium';
            return (
              <div key={tier} className="space-y-3 rounded-lg border border-slate-200 p-4">
                <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <input type="checkbox" className="size-4 accent-brand-600" {...register(`${tier}.on`)} /> Offer a{' '}
                  {label} package
                </label>
                {on && (
                  <>
                    <Input
                      label={`${label} name`}
                      maxLength={PACKAGE_LIMITS.name}
                      {...register(`${tier}.name`)}
                      error={err(`${tier}.name`)}
                    />
                    <Textarea
                      label={`${label} description`}
                      rows={2}
                      maxLength={PACKAGE_LIMITS.description}
                      {...register(`${tier}.description`)}
                      error={err(`${tier}.description`)}
                    />
                    <div className="grid grid-cols-3 gap-3">
                      <Input
                        label={`${label} price ($)`}
                        type="number"
                        min={1}
                        step={1}
                        {...register(`${tier}.price`)}
                        error={err(`${tier}.price`)}
                      />
                      <Input
                        label={`${label} days`}
                        type="number"
                        min={1}
                        step={1}
                        {...register(`${tier}.deliveryDays`)}
                        error={err(`${tier}.deliveryDays`)}
                      />
                      <Input
                        label={`${label} revisions`}
                        type="number"
                        min={0}
                        step={1}
                        {...register(`${tier}.revisions`)}
                        error={err(`${tier}.revisions`)}
                      />
                    </div>
                    <Textarea
                      label={`${label} features`}
                      hint={`One per line, up to ${PACKAGE_LIMITS.features}.`}
                      rows={3}
                      {...register(`${tier}.features`)}
                      error={err(`${tier}.features`)}
                    />
                  </>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">Extras</legend>
        <p className="text-sm text-slate-600">
          Paid add-ons a buyer may pick, in whole dollars. Negative days make delivery faster.
        </p>
        {extras.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <Input
              label={`Extra ${i + 1} title`}
              wrapperClassName="col-span-2 sm:col-span-1"
              maxLength={EXTRA_LIMITS.title}
              {...register(`extraRows.${i}.title`)}
              error={err(`extraRows.${i}.title`)}
            />
            <Input
              label={`Extra ${i + 1} price ($)`}
              type="number"
              min={1}
              step={1}
              {...register(`extraRows.${i}.price`)}
              error={err(`extraRows.${i}.price`)}
            />
            <Input
              label={`Extra ${i + 1} days`}
              type="number"
              min={EXTRA_LIMITS.minDays}
              max={EXTRA_LIMITS.maxDays}
              step={1}
              {...register(`extraRows.${i}.extraDays`)}
              error={err(`extraRows.${i}.extraDays`)}
            />
            <Button
              type="button"
              variant="secondary"
              className="mt-6"
              aria-label={`Remove extra ${i + 1}`}
              onClick={() => extras.remove(i)}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
        {extras.fields.length < EXTRA_LIMITS.extras && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => extras.append({ title: '', price: '', extraDays: '0' })}
          >
            <Plus className="size-4" aria-hidden /> Add an extra
          </Button>
        )}
      </fieldset>
    </div>
  );
}
