import { BUDGETS } from '@shared/constants';
import { OVER_BUDGET } from '@shared/schemas/posts';
import { formatBudget } from '@web/lib/money';
import { Select } from '@web/ui/Field';
import type { JobSearchFilters as Filters } from './api';
import { JobCategoryOptions } from './JobCategoryOptions';

const POSTED: { value: string; label: string }[] = [
  { value: 'day', label: 'Last 24 hours' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
];
const SORTS: { value: string; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
];

/** Category, budget, posted within and sort of the job search; each applies at once. */
export function JobSearchFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Filters) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4">
      <Select
        label="Category"
        value={filters.category ?? ''}
        onChange={(e) => onChange({ category: e.target.value || undefined })}
        wrapperClassName="col-span-2 md:col-span-1"
      >
        <option value="">All categories</option>
        <JobCategoryOptions />
      </Select>
      <Select
        label="Budget"
        value={filters.budget ?? ''}
        onChange={(e) => onChange({ budget: e.target.value || undefined })}
      >
        <option value="">Any budget</option>
        {[...BUDGETS, OVER_BUDGET].map((b) => (
          <option key={b} value={b}>
            {formatBudget(b)}
          </option>
        ))}
      </Select>
      <Select
        label="Posted"
        value={filters.posted ?? ''}
        onChange={(e) => onChange({ posted: e.target.value || undefined })}
      >
        <option value="">Any time</option>
        {POSTED.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </Select>
      <Select
        label="Sort by"
        value={filters.sort ?? 'relevance'}
        onChange={(e) => onChange({ sort: e.target.value === 'relevance' ? undefined : e.target.value })}
        wrapperClassName="col-span-2 md:col-span-1"
      >
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
