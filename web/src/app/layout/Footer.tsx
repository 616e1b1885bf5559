import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FOOTER_CATEGORIES } from '@shared/constants';
import { useSiteInfo } from '@web/features/pages/site';
import { useCategoryName } from '@web/lib/taxonomy';
import { LanguageSwitcher } from '@web/features/users/LanguageSwitcher';
import { Logo } from '@web/ui/Logo';
import { SocialLinks } from '@web/ui/SocialLinks';

// The display currency's picker loads beside the first script, not in it (that script has a size budget).
const CurrencyPicker = lazy(() => import('@web/features/users/CurrencyPicker'));

/** Each label a message key (layout namespace), or a category's English name (named in the page's language). */
const columns: { title: string; links: { to: string; label?: string; category?: string }[] }[] = [
  {
    title: 'layout.footer.about',
    links: [
      { to: '/about', label: 'layout.footer.aboutUs' },
      { to: '/team', label: 'layout.footer.team' },
      { to: '/how-it-works', label: 'layout.footer.howItWorks' },
      { to: '/contact', label: 'layout.footer.contact' },
    ],
  },
  {
    title: 'layout.footer.categories',
    links: FOOTER_CATEGORIES.map((c) => ({ to: `/gigs?category=${encodeURIComponent(c.slug)}`, category: c.name })),
  },
  {
    title: 'layout.footer.terms',
    links: [
      { to: '/privacy-policy', label: 'layout.footer.privacy' },
      { to: '/term-and-conditions', label: 'layout.footer.termsAndConditions' },
      { to: '/copyright', label: 'layout.footer.copyright' },
    ],
  },
];

export function Footer() {
  // The operator's own profiles; none while loading, on an error or when none is configured.
  const social = useSiteInfo().data?.social;
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">{_('layout.footer.tagline')}</p>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{_(col.title)}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {l.label ? _(l.label) : categoryName(l.category ?? '')}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
          <p>{_('layout.footer.rights', { year: String(new Date().getFullYear()) })}</p>
          <LanguageSwitcher />
          <Suspense>
            <CurrencyPicker />
          </Suspense>
          {social && (
            <SocialLinks
              links={social}
              owner="Workify"
              linkClassName="text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            />
          )}
        </div>
      </div>
    </footer>
  );
}
