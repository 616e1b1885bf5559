import { useLingui } from '@lingui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { GigSort } from '@shared/schemas/gigs';
import { Button } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { Input, Select } from '@web/ui/Field';

/** Message keys (gigs namespace). */
export const GIG_SORT_LABELS: Record<GigSort, string> = {
  sales: 'gigs.sort.sales',
  createdAt: 'gigs.sort.createdAt',
  price_asc: 'gigs.sort.priceAsc',
  price_desc: 'gigs.sort.priceDesc',
  rating: 'gigs.sort.rating',
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

/**
 * Budget (min, max, Apply), delivery time, rating and sort; the selects apply at once. On a
 * phone the panel folds behind a Filters button, so the first gig shows without scrolling.
 */
export function GigFilterBar({ min, max, maxDays, minRating, sort, onChange }: Props) {
  const { _ } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const errorId = useId();
  const active = [min, max, maxDays, minRating].filter((v) => v !== undefined).length + (sort === 'sales' ? 0 : 1);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const [lo, hi] = [toNumber(String(form.get('min'))), toNumber(String(form.get('max')))];
    if (lo !== undefined && hi !== undefined && lo > hi) return setError(_('gigs.filters.minAboveMax'));
    setError(null);
    onChange({ min: lo?.toString(), max: hi?.toString() });
  };

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        className="w-full sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal className="size-4" aria-hidden /> {_('gigs.filters.toggle')}
        {active > 0 && ` (${active})`}
      </Button>
      <div
        id={panelId}
        className={cn(
          'flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex lg:flex-row lg:items-start lg:justify-between',
          open ? 'flex' : 'hidden',
        )}
      >
        {/* Keyed on the URL values, so Back/Forward refills the inputs. */}
        <form key={`${min}-${max}`} onSubmit={apply} className="space-y-1.5" aria-label={_('gigs.filters.budget')}>
          <div className="flex flex-wrap items-end gap-3">
            <Input
              label={_('gigs.filters.min')}
              name="min"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder={_('gigs.filters.any')}
              defaultValue={min ?? ''}
              wrapperClassName="w-28"
            />
            {/* The error names the pair, so it sits under the row, not squeezed under one narrow field. */}
            <Input
              label={_('gigs.filters.max')}
              name="max"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder={_('gigs.filters.any')}
              defaultValue={max ?? ''}
              wrapperClassName="w-28"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" variant="secondary">
              {_('gigs.filters.apply')}
            </Button>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
          <Select
            label={_('gigs.filters.delivery')}
            value={maxDays ?? ''}
            onChange={(e) => onChange({ maxDays: e.target.value || undefined })}
            wrapperClassName="sm:w-36"
          >
            <option value="">{_('gigs.filters.anyTime')}</option>
            {DELIVERY.map((d) => (
              <option key={d} value={d}>
                {_('gigs.filters.days', { days: d })}
              </option>
            ))}
          </Select>
          <Select
            label={_('gigs.filters.rating')}
            value={minRating ?? ''}
            onChange={(e) => onChange({ minRating: e.target.value || undefined })}
            wrapperClassName="sm:w-36"
          >
            <option value="">{_('gigs.filters.anyRating')}</option>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {_('gigs.filters.stars', { stars: r })}
              </option>
            ))}
          </Select>
          {/* Wide enough for its longest option, "Price: high to low", beside the arrow. */}
          <Select
            label={_('gigs.filters.sort')}
            value={sort}
            onChange={(e) => onChange({ sort: e.target.value === 'sales' ? undefined : e.target.value })}
            wrapperClassName="col-span-2 sm:w-52"
          >
            {Object.entries(GIG_SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {_(label)}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </div>
  );
}
