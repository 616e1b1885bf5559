import {
  Coins,
  EyeOff,
  Flag,
  LayoutDashboard,
  Scale,
  ScrollText,
  ShieldAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useLingui } from '@lingui/react';
import { NavLink, Outlet } from 'react-router';
import { useMe } from '@web/lib/session';
import { ButtonLink } from '@web/ui/Button';
import { Page, PageTitle } from '@web/ui/Card';
import { cn } from '@web/ui/cn';
import { ScrollRow } from '@web/ui/ScrollRow';
import { PageSpinner } from '@web/ui/Spinner';

const SECTIONS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin', label: 'admin.nav.overview', icon: LayoutDashboard },
  { to: '/admin/users', label: 'admin.nav.users', icon: Users },
  { to: '/admin/reports', label: 'admin.nav.reports', icon: Flag },
  { to: '/admin/disputes', label: 'admin.nav.disputes', icon: Scale },
  { to: '/admin/hidden', label: 'admin.nav.hidden', icon: EyeOff },
  { to: '/admin/rates', label: 'admin.nav.rates', icon: Coins },
  { to: '/admin/audit', label: 'admin.nav.audit', icon: ScrollText },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/** An administrator without two-step sign-in: the server refuses the console until it is on (issue 32). */
function NeedsTwoFactor() {
  const { _ } = useLingui();
  return (
    <Page className="max-w-xl">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="grid size-12 place-items-center rounded-full bg-amber-50 text-amber-700">
          <ShieldAlert className="size-6" aria-hidden />
        </span>
        <PageTitle className="text-xl sm:text-2xl">{_('admin.twoFactor.title')}</PageTitle>
        <p className="text-sm text-slate-600">{_('admin.twoFactor.explain')}</p>
        <ButtonLink to="/security">{_('admin.twoFactor.open')}</ButtonLink>
      </div>
    </Page>
  );
}

/** What a signed-in member who is not an administrator sees at /admin/*: the server refuses them the data too. */
function NotAllowed() {
  const { _ } = useLingui();
  return (
    <Page className="max-w-xl">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="grid size-12 place-items-center rounded-full bg-amber-50 text-amber-700">
          <ShieldAlert className="size-6" aria-hidden />
        </span>
        <PageTitle className="text-xl sm:text-2xl">{_('admin.notAllowed.title')}</PageTitle>
        <p className="text-sm text-slate-600">{_('admin.notAllowed.explain')}</p>
        <ButtonLink to="/dashboard" variant="secondary">
          {_('admin.notAllowed.back')}
        </ButtonLink>
      </div>
    </Page>
  );
}

/**
 * /admin: the operator console's frame. Administrators get the sections' navigation (a column
 * beside the screen from 1024 px, a scrolling row above it on a phone) and the section in the
 * outlet; anyone else a clear refusal. Signed-out visitors never get here (ProtectedRoute).
 */
export default function AdminLayout() {
  const { user, isLoading } = useMe();
  const { _ } = useLingui();
  if (isLoading) return <PageSpinner />;
  if (!user?.isAdmin) return <NotAllowed />;
  if (!user.twoFactorEnabled && !user.hasPasskey) return <NeedsTwoFactor />;
  return (
    <Page className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <nav
        aria-label={_('admin.console')}
        className="-mx-4 mb-6 border-b border-slate-200 px-4 pb-3 sm:-mx-6 sm:px-6 lg:sticky lg:top-24 lg:mx-0 lg:mb-0 lg:border-0 lg:px-0 lg:pb-0"
      >
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">
          {_('admin.console')}
        </p>
        <ScrollRow className="lg:overflow-visible">
          <ul className="flex w-max gap-1 lg:w-auto lg:flex-col">
            {SECTIONS.map(({ to, label, icon: Icon }) => (
              <li key={to} className="shrink-0">
                <NavLink to={to} end={to === '/admin'} className={linkClass}>
                  <Icon className="size-4" aria-hidden /> {_(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </ScrollRow>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </Page>
  );
}
