import { LogOut, Menu as MenuIcon } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useLogout } from '@web/features/auth/api';
import { MessagesLink } from '@web/features/conversations/MessagesLink';
import { useMe } from '@web/lib/session';
import { Avatar } from '@web/ui/Avatar';
import { buttonClass } from '@web/ui/Button';
import { cn } from '@web/ui/cn';
import { Logo } from '@web/ui/Logo';
import { Menu, menuItemClass } from '@web/ui/Menu';
import { useHydrated } from '@web/ui/use-hydrated';
import { HeaderSearch } from './HeaderSearch';
import { avatarMenuFor, navItemsFor } from './nav-items';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';

// Signed-in only (never in a server render): its list and icons load beside the screen, in a box of its size.
const NotificationBell = lazy(() =>
  import('@web/features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700',
  );

export function Header() {
  const { user } = useMe();
  const { _ } = useLingui();
  const logout = useLogout();
  // The menus open only once the app has taken over a server-rendered page (ui/use-hydrated.ts).
  const hydrated = useHydrated();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const items = navItemsFor(user);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link to={user ? '/dashboard' : '/'} aria-label={_('layout.header.home')} className="shrink-0">
          <Logo />
        </Link>
        {!user && <NavMenu className="hidden items-center md:flex" />}
        {user && <HeaderSearch user={user} className="hidden max-w-xs flex-1 md:block" />}
        <nav aria-label={_('layout.nav.main')} className="ms-auto hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end className={linkClass}>
              {_(item.label)}
            </NavLink>
          ))}
          {!user && (
            <>
              <NavLink to="/login" className={linkClass}>
                {_('layout.nav.login')}
              </NavLink>
              <Link to="/signup" className={buttonClass('primary', 'sm', 'ms-1')}>
                {_('layout.nav.signup')}
              </Link>
            </>
          )}
        </nav>
        {user && (
          <div className="ms-auto flex items-center gap-1 md:ms-2">
            <MessagesLink />
            <Suspense fallback={<span aria-hidden className="size-10" />}>
              <NotificationBell />
            </Suspense>
            {/* Named by its content, "Account menu": an aria-label would hide the avatar's visible initials from the name (axe label-content-name-mismatch). */}
            <Menu
              align="right"
              trigger={
                <>
                  <span aria-hidden>
                    <Avatar src={user.avatar} name={user.fullName} className="size-9" />
                  </span>
                  <span className="sr-only">{_('layout.header.accountMenu')}</span>
                </>
              }
            >
              <p className="truncate px-3 pt-1 pb-2 text-sm font-medium text-slate-900">{user.fullName}</p>
              {avatarMenuFor(user).map((item) => (
                <Link key={item.to} to={item.to} className={menuItemClass}>
                  {_(item.label)}
                </Link>
              ))}
              <button type="button" className={menuItemClass} onClick={() => logout.mutate()}>
                <LogOut className="size-4 rtl:-scale-x-100" aria-hidden /> {_('layout.nav.logout')}
              </button>
            </Menu>
          </div>
        )}
        {!user && (
          <Link to="/signup" className={buttonClass('primary', 'sm', 'ms-auto md:hidden')}>
            {_('layout.nav.register')}
          </Link>
        )}
        <button
          type="button"
          aria-label={_('layout.menu.open')}
          aria-expanded={mobileOpen}
          disabled={!hydrated}
          onClick={() => setMobileOpen(true)}
          className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
        >
          <MenuIcon className="size-5" aria-hidden />
        </button>
      </div>
      {mobileOpen && <MobileMenu user={user} onClose={closeMobile} onLogout={() => logout.mutate()} />}
    </header>
  );
}
