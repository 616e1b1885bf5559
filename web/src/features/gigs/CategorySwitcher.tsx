import { useLingui } from '@lingui/react';
import { GIG_CATEGORIES } from '@shared/constants';
import { categoryFilterName } from '@shared/gig-categories';
import { useCategoryName } from '@web/lib/taxonomy';
import { cn } from '@web/ui/cn';

const chip = (selected: boolean) =>
  cn(
    'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
    selected
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700',
  );

/** All, then every gig category; a landing or footer filter (e.g. "Development & IT") shows as its own chip. */
export function CategorySwitcher({
  value,
  onChange,
}: {
  value?: string;
  onChange: (category: string | undefined) => void;
}) {
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  const options: { value?: string; name: string }[] = [
    { name: _('gigs.category.all') },
    ...GIG_CATEGORIES.map((c) => ({ value: c.value, name: categoryName(c.name) })),
  ];
  if (value && !GIG_CATEGORIES.some((c) => c.value === value))
    options.splice(1, 0, { value, name: categoryName(categoryFilterName(value) ?? value) });
  return (
    <div
      role="group"
      aria-label={_('gigs.heading.category')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((o) => (
        <button
          key={o.value ?? 'all'}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={chip(o.value === value)}
        >
          {o.name}
        </button>
      ))}
    </div>
  );
}
