import { useLingui } from '@lingui/react';
import { BUDGETS } from '@shared/constants';
import { OVER_BUDGET } from '@shared/schemas/posts';
import { Select } from '@web/ui/Field';
import type { JobSearchFilters as Filters } from './api';
import { JobCategoryOptions } from './JobCategoryOptions';
import { useFormatBudget } from '@web/lib/budget';

const POSTED: { value: string; label: string }[] = [
  { value: 'day', label: 'posts.filters.day' },
  { value: 'week', label: 'posts.filters.week' },
  { value: 'month', label: 'posts.filters.month' },
];
const SORTS: { value: string; label: string }[] = [
  { value: 'relevance', label: 'posts.sort.relevance' },
  { value: 'newest', label: 'posts.sort.newest' },
  { value: 'oldest', label: 'posts.sort.oldest' },
];

/** Category, budget, posted within and sort of the job search; each applies at once. */
export function JobSearchFilters({ filters, onChange }: { filters: Filters; onChange: (changes: Filters) => void }) {
  const { _ } = useLingui();
  const formatBudget = useFormatBudget();
  return (
    <div className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-4">
      <Select
        label={_('posts.filters.category')}
        value={filters.category ?? ''}
        onChange={(e) => onChange({ category: e.target.value || undefined })}
        wrapperClassName="col-span-2 md:col-span-1"
      >
        <option value="">{_('posts.filters.allCategories')}</option>
        <JobCategoryOptions />
      </Select>
      <Select
        label={_('posts.filters.budget')}
        value={filters.budget ?? ''}
        onChange={(e) => onChange({ budget: e.target.value || undefined })}
      >
        <option value="">{_('posts.filters.anyBudget')}</option>
        {[...BUDGETS, OVER_BUDGET].map((b) => (
          <option key={b} value={b}>
            {formatBudget(b)}
          </option>
        ))}
      </Select>
      <Select
        label={_('posts.filters.posted')}
        value={filters.posted ?? ''}
        onChange={(e) => onChange({ posted: e.target.value || undefined })}
      >
        <option value="">{_('posts.filters.anyTime')}</option>
        {POSTED.map((p) => (
          <option key={p.value} value={p.value}>
            {_(p.label)}
          </option>
        ))}
      </Select>
      <Select
        label={_('posts.filters.sort')}
        value={filters.sort ?? 'relevance'}
        onChange={(e) => onChange({ sort: e.target.value === 'relevance' ? undefined : e.target.value })}
        wrapperClassName="col-span-2 md:col-span-1"
      >
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {_(s.label)}
          </option>
        ))}
      </Select>
    </div>
  );
}
