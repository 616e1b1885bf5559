import { useState, type FormEvent } from 'react';
import type { GigSort } from '@shared/schemas/gigs';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { cn } from '@web/ui/cn';

const SORTS: { value: GigSort; label: string }[] = [
  { value: 'sales', label: 'Best Selling' },
  { value: 'createdAt', label: 'Newest' },
];

interface Props {
  min?: number;
  max?: number;
  sort: GigSort;
  onBudget: (min: number | undefined, max: number | undefined) => void;
  onSort: (sort: GigSort) => void;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Budget min and max with Apply, and the Best Selling / Newest toggle. */
export function GigFilterBar({ min, max, sort, onBudget, onSort }: Props) {
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const [lo, hi] = [toNumber(String(form.get('min'))), toNumber(String(form.get('max')))];
    if (lo !== undefined && hi !== undefined && lo > hi) return setError('Max must not be below min');
    setError(null);
    onBudget(lo, hi);
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end md:justify-between">
      {/* Keyed on the URL values, so Back/Forward refills the inputs. */}
      <form key={`${min}-${max}`} onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Budget">
        <span className="w-full text-sm font-medium text-slate-700 sm:w-auto sm:self-center">Budget</span>
        <Input label="Min" name="min" type="number" min={0} step={1} inputMode="numeric" placeholder="min" defaultValue={min ?? ''} wrapperClassName="w-28" error={error ?? undefined} />
        <Input label="Max" name="max" type="number" min={0} step={1} inputMode="numeric" placeholder="max" defaultValue={max ?? ''} wrapperClassName="w-28" />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      <div className="flex items-center gap-3">
        <span id="gig-sort-label" className="text-sm text-slate-600">
          Sort by
        </span>
        <div role="group" aria-labelledby="gig-sort-label" className="inline-flex rounded-lg border border-slate-300 bg-slate-50 p-0.5">
          {SORTS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={sort === option.value}
              onClick={() => onSort(option.value)}
              className={cn('rounded-md px-3 py-1.5 text-sm font-medium transition-colors', sort === option.value ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900')}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
