import { useLingui } from '@lingui/react';
import { Plus, X } from 'lucide-react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { EXTRA_LIMITS, PACKAGE_LIMITS } from '@shared/schemas/gig-packages';
import { Button } from '@web/ui/Button';
import { useTranslateError } from '@web/lib/i18n';
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
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const { register, watch, formState } = form;
  const extras = useFieldArray({ control: form.control, name: 'extraRows' });
  const err = (path: string) => translateError(messageAt(formState.errors, path));
  return (
    <div className="space-y-6 md:col-span-2">
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">{_('gigs.form.packages')}</legend>
        <p className="text-sm text-slate-600">{_('gigs.form.packagesIntro')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {(['standard', 'premium'] as const).map((tier) => {
            const on = watch(`${tier}.on`);
            const label = _(`gigs.tier.${tier}`);
            return (
              <div key={tier} className="space-y-3 rounded-lg border border-slate-200 p-4">
                <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <input type="checkbox" className="size-4 accent-brand-600" {...register(`${tier}.on`)} />{' '}
                  {_('gigs.form.offerPackage', { tier: label })}
                </label>
                {on && (
                  <>
                    <Input
                      label={_('gigs.form.package.name', { tier: label })}
                      maxLength={PACKAGE_LIMITS.name}
                      {...register(`${tier}.name`)}
                      error={err(`${tier}.name`)}
                    />
                    <Textarea
                      label={_('gigs.form.package.description', { tier: label })}
                      rows={2}
                      maxLength={PACKAGE_LIMITS.description}
                      {...register(`${tier}.description`)}
                      error={err(`${tier}.description`)}
                    />
                    <div className="grid grid-cols-3 gap-3">
                      <Input
                        label={_('gigs.form.package.price', { tier: label })}
                        type="number"
                        min={1}
                        step={1}
                        {...register(`${tier}.price`)}
                        error={err(`${tier}.price`)}
                      />
                      <Input
                        label={_('gigs.form.package.days', { tier: label })}
                        type="number"
                        min={1}
                        step={1}
                        {...register(`${tier}.deliveryDays`)}
                        error={err(`${tier}.deliveryDays`)}
                      />
                      <Input
                        label={_('gigs.form.package.revisions', { tier: label })}
                        type="number"
                        min={0}
                        step={1}
                        {...register(`${tier}.revisions`)}
                        error={err(`${tier}.revisions`)}
                      />
                    </div>
                    <Textarea
                      label={_('gigs.form.package.features', { tier: label })}
                      hint={_('gigs.form.package.featuresHint', { max: PACKAGE_LIMITS.features })}
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
        <legend className="text-base font-semibold text-slate-900">{_('gigs.page.extras')}</legend>
        <p className="text-sm text-slate-600">{_('gigs.form.extrasIntro')}</p>
        {extras.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid grid-cols-[1fr_auto] items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <Input
              label={_('gigs.form.extra.title', { number: i + 1 })}
              wrapperClassName="col-span-2 sm:col-span-1"
              maxLength={EXTRA_LIMITS.title}
              {...register(`extraRows.${i}.title`)}
              error={err(`extraRows.${i}.title`)}
            />
            <Input
              label={_('gigs.form.extra.price', { number: i + 1 })}
              type="number"
              min={1}
              step={1}
              {...register(`extraRows.${i}.price`)}
              error={err(`extraRows.${i}.price`)}
            />
            <Input
              label={_('gigs.form.extra.days', { number: i + 1 })}
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
              aria-label={_('gigs.form.extra.remove', { number: i + 1 })}
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
            <Plus className="size-4" aria-hidden /> {_('gigs.form.extra.add')}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
