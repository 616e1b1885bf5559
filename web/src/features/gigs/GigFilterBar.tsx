import { useState, type FormEvent } from 'react';
import type { GigSort } from '@shared/schemas/gigs';
import { Button } from '@web/ui/Button';
import { Input, Select } from '@web/ui/Field';

export const GIG_SORT_LABELS: Record<GigSort, string> = {
  sales: 'Best selling',
  createdAt: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Best rated',
};
const DELIVERY = [1, 3, 7, 14];
const RATINGS = [4, 3];

export interface GigFilterValues {
  min?: number;
  max?: number;
  maxDays?: number;
  minRating?: number;
  sort: GigSort;
}

interface Props extends GigFilterValues {
  onChange: (changes: Partial<Record<keyof GigFilterValues, string | undefined>>) => void;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Budget (min, max, Apply), delivery time, rating and sort; the selects apply at once. */
export function GigFilterBar({ min, max, maxDays, minRating, sort, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const [lo, hi] = [toNumber(String(form.get('min'))), toNumber(String(form.get('max')))];
    if (lo !== undefined && hi !== undefined && lo > hi) return setError('Max must not be below min');
    setError(null);
    onChange({ min: lo?.toString(), max: hi?.toString() });
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
      {/* Keyed on the URL values, so Back/Forward refills the inputs. */}
      <form key={`${min}-${max}`} onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Budget">
        <Input label="Min price ($)" name="min" type="number" min={0} step={1} inputMode="numeric" placeholder="Any" defaultValue={min ?? ''} wrapperClassName="w-28" error={error ?? undefined} />
        <Input label="Max price ($)" name="max" type="number" min={0} step={1} inputMode="numeric" placeholder="Any" defaultValue={max ?? ''} wrapperClassName="w-28" />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <Select label="Delivery time" value={maxDays ?? ''} onChange={(e) => onChange({ maxDays: e.target.value || undefined })} wrapperClassName="sm:w-36">
          <option value="">Any time</option>
          {DELIVERY.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? 'Within 1 day' : `Up to ${d} days`}
            </option>
          ))}
        </Select>
        <Select label="Rating" value={minRating ?? ''} onChange={(e) => onChange({ minRating: e.target.value || undefined })} wrapperClassName="sm:w-36">
          <option value="">Any rating</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {r} stars &amp; up
            </option>
          ))}
        </Select>
        <Select label="Sort by" value={sort} onChange={(e) => onChange({ sort: e.target.value === 'sales' ? undefined : e.target.value })} wrapperClassName="col-span-2 sm:w-44">
          {Object.entries(GIG_SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
