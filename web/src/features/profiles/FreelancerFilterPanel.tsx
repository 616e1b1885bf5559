import { useLingui } from '@lingui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { freelancerFilters } from '@shared/schemas/profiles';
import { Button } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { Input, Select } from '@web/ui/Field';
import { useCountryOptions } from '@web/lib/countries';
import { useTranslateError } from '@web/lib/i18n';
import { useHydrated } from '@web/ui/use-hydrated';
import { activeFilters, FILTER_KEYS, type FilterKey, type FreelancerFilters } from './freelancer-filters';

type Values = Record<Exclude<FilterKey, 'verified'>, string> & { verified: boolean };

const RATINGS = [4, 3];
const toValues = (f: FreelancerFilters): Values => ({
  skills: f.skills ?? '',
  // The search takes a code in any case (?country=pl); the select's values are upper case.
  country: f.country?.toUpperCase() ?? '',
  minRating: f.minRating ?? '',
  verified: f.verified === 'true',
  minPrice: f.minPrice ?? '',
  maxPrice: f.maxPrice ?? '',
  languages: f.languages ?? '',
});

interface Props {
  filters: FreelancerFilters;
  /** Messages for values of the URL the search refused (a link edited by hand). */
  urlErrors: Partial<Record<FilterKey, string>>;
  /** The new filters, every one of them (undefined: off). */
  onApply: (filters: Partial<Record<FilterKey, string | undefined>>) => void;
}

/**
 * Skills, country, languages, rating, verified badge and a gig price range, applied together and
 * checked by the search's own schema, each error under its field. On a phone the panel folds
 * behind a Filters button, as /gigs does, so the first freelancer shows without scrolling.
 */
export function FreelancerFilterPanel({ filters, urlErrors, onApply }: Props) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const countries = useCountryOptions();
  const [open, setOpen] = useState(false);
  // The checkbox, like ui/Field's controls, waits for the app to take over a rendered page.
  const hydrated = useHydrated();
  const panelId = useId();
  const active = activeFilters(filters);
  // One object per set of messages: react-hook-form applies `errors` again whenever it is a new object.
  const urlErrorsKey = JSON.stringify(urlErrors);
  const errorsFromUrl = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(JSON.parse(urlErrorsKey) as Record<string, string>).map(([key, message]) => [
          key,
          { type: 'url', message },
        ]),
      ),
    [urlErrorsKey],
  );
  const form = useForm<Values>({ values: toValues(filters), errors: errorsFromUrl });
  const { register, formState } = form;
  const error = (key: FilterKey) => translateError(formState.errors[key]?.message);

  const submit = form.handleSubmit((values) => {
    const asked = Object.fromEntries(
      FILTER_KEYS.map((key) => {
        const value = key === 'verified' ? (values.verified ? 'true' : '') : values[key].trim();
        return [key, value || undefined];
      }),
    ) as Partial<Record<FilterKey, string>>;
    const checked = freelancerFilters.safeParse(asked);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        form.setError(issue.path[0] as FilterKey, { type: 'schema', message: issue.message }, { shouldFocus: true });
      return;
    }
    onApply(asked);
  });
  const clear = () => onApply(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])));

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal className="size-4" aria-hidden /> {_('profiles.filters.title')}
        {active > 0 && ` (${active})`}
      </Button>
      <form
        id={panelId}
        aria-label={_('profiles.filters.title')}
        noValidate
        onSubmit={submit}
        className={cn(
          'flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex',
          open ? 'flex' : 'hidden',
        )}
      >
        <Input
          label={_('profiles.filters.skills')}
          hint={_('profiles.filters.anyOf')}
          // eslint-disable-next-line no-restricted-syntax -- skill names, written the same in every language
          placeholder="React, Figma"
          maxLength={1000}
          error={error('skills')}
          {...register('skills')}
        />
        <Select label={_('profiles.filters.country')} error={error('country')} {...register('country')}>
          <option value="">{_('profiles.filters.anyCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
        <Input
          label={_('profiles.filters.languages')}
          hint={_('profiles.filters.anyOf')}
          placeholder={_('profiles.filters.languagesPlaceholder')}
          maxLength={1000}
          error={error('languages')}
          {...register('languages')}
        />
        <Select label={_('profiles.filters.rating')} error={error('minRating')} {...register('minRating')}>
          <option value="">{_('profiles.filters.anyRating')}</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {_('profiles.filters.stars', { stars: r })}
            </option>
          ))}
        </Select>
        <div className="grid grid-cols-2 gap-3">
          <Input
            label={_('profiles.filters.minPrice')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder={_('profiles.filters.any')}
            error={error('minPrice')}
            {...register('minPrice')}
          />
          <Input
            label={_('profiles.filters.maxPrice')}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            placeholder={_('profiles.filters.any')}
            error={error('maxPrice')}
            {...register('maxPrice')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="size-4 accent-brand-600" {...register('verified')} disabled={!hydrated} />{' '}
          {_('profiles.filters.verified')}
        </label>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{_('profiles.filters.apply')}</Button>
          {active > 0 && (
            <Button type="button" variant="secondary" onClick={clear}>
              {_('profiles.filters.clear')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
