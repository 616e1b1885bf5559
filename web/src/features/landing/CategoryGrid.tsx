import {
  ArrowRight,
  Clapperboard,
  CodeXml,
  Languages,
  Megaphone,
  Music,
  Palette,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { LANDING_CATEGORIES } from '@shared/constants';
import { useCategoryName } from '@web/lib/taxonomy';
import { Skeleton } from '@web/ui/Skeleton';
import { useCategoryFigures } from './api';

type CategoryValue = (typeof LANDING_CATEGORIES)[number]['value'];

const ICONS: Record<CategoryValue, LucideIcon> = {
  development: CodeXml,
  design: Palette,
  'digital-marketing': Megaphone,
  writing: Languages,
  animation: Clapperboard,
  music: Music,
};

/** "4.7/5 · 12 gigs", "New · 0 gigs" while nothing is rated; a short bar until the figures arrive. */
function Figures({ figure }: { figure?: { gigs: number; average: number | null } }) {
  const { _ } = useLingui();
  if (!figure) return <Skeleton className="h-4 w-28" />;
  const { gigs, average } = figure;
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
        <span>{average !== null ? `${average.toFixed(1)}/5` : _('landing.categories.notRated')}</span>
      </span>
      <span>{_('landing.categories.gigCount', { count: gigs })}</span>
    </>
  );
}

export function CategoryGrid() {
  const figures = useCategoryFigures();
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  return (
    <section aria-labelledby="categories-title" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="categories-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {_('landing.categories.title')}
        </h2>
        <p className="mt-2 text-slate-600">{_('landing.categories.text')}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {LANDING_CATEGORIES.map((category) => {
          const Icon = ICONS[category.value];
          const figure = figures.data?.find((f) => f.value === category.value);
          return (
            <li key={category.value}>
              <Link
                to={`/gigs?category=${category.value}`}
                className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-slate-900">{categoryName(category.name)}</h3>
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                    {figures.isError ? <span>{_('landing.categories.browse')}</span> : <Figures figure={figure} />}
                  </div>
                </div>
                <ArrowRight
                  className="mt-1 size-5 shrink-0 text-slate-300 transition motion-safe:group-hover:translate-x-0.5 group-hover:text-brand-600 rtl:-scale-x-100 motion-safe:rtl:group-hover:-translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
