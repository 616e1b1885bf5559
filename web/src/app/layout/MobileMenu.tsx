import { X } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router';
import { FIND_JOBS_LINKS, FIND_TALENT_LINKS } from '@shared/constants';
import type { User } from '@shared/schemas/users';
import { useCategoryName } from '@web/lib/taxonomy';
import { cn } from '@web/ui/cn';
import { useFocusTrap } from '@web/ui/use-focus-trap';
import { HeaderSearch } from './HeaderSearch';
import { avatarMenuFor, navItemsFor } from './nav-items';
import { jobSearchPath, talentSearchPath } from './NavMenu';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2.5 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

/**
 * The slide-out menu of small screens, with the same entries as the header. It is portalled to
 * <body>: inside the header, whose backdrop blur makes a containing block for fixed children, it
 * would be clipped to the header's 64 px.
 */
export function MobileMenu({
  user,
  onClose,
  onLogout,
}: {
  user: User | null;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { _ } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  // Any navigation from inside the panel (a link, the search box) closes it.
  const location = useLocation();
  const opened = useRef(location);
  useEffect(() => {
    if (location !== opened.current) onClose();
  }, [location, onClose]);
  useEffect(() => {
    // The page behind must not scroll while the panel covers it.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  const all = [
    ...navItemsFor(user),
    ...(user
      ? avatarMenuFor(user)
      : [
          { to: '/login', label: 'layout.nav.login' },
          { to: '/signup', label: 'layout.nav.signup' },
        ]),
  ];
  // One entry per page: a freelancer's My Gigs is both a header link and an avatar-menu entry.
  const links = all.filter((item, i) => all.findIndex((other) => other.to === item.to) === i);
  return createPortal(
    <div className="fixed inset-0 z-50 md:hidden">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden onClick={onClose} data-testid="menu-backdrop" />
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={_('layout.menu.title')}
        onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}
        className="absolute inset-y-0 end-0 flex h-dvh w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl outline-none"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-semibold">{_('layout.menu.title')}</span>
          <button
            type="button"
            aria-label={_('layout.menu.close')}
            onClick={onClose}
            className="grid size-9 place-items-center rounded-lg hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {user && <HeaderSearch user={user} />}
        <nav aria-label={_('layout.menu.nav')} className="space-y-1">
          {links.map((item) => (
            <NavLink key={item.to} to={item.to} end className={itemClass}>
              {_(item.label)}
            </NavLink>
          ))}
          {user && (
            <button
              type="button"
              onClick={onLogout}
              className="block w-full rounded-lg px-3 py-2.5 text-start text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {_('layout.nav.logout')}
            </button>
          )}
        </nav>
        {!user && (
          <>
            <MobileGroup
              title={_('layout.nav.findJobs')}
              items={FIND_JOBS_LINKS.map((l) => ({ label: l.label, to: jobSearchPath(l.link) }))}
            />
            <MobileGroup
              title={_('layout.nav.findTalents')}
              items={FIND_TALENT_LINKS.map((l) => ({ label: l.label, to: talentSearchPath(l.link) }))}
            />
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

function MobileGroup({ title, items }: { title: string; items: { label: string; to: string }[] }) {
  const categoryName = useCategoryName();
  return (
    <div>
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</p>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={itemClass}>
          {categoryName(item.label)}
        </NavLink>
      ))}
    </div>
  );
}
