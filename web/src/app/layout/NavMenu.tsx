import { ChevronDown } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { FIND_JOBS_LINKS, FIND_TALENT_LINKS } from '@shared/constants';
import { useCategoryName } from '@web/lib/taxonomy';
import { Menu, menuItemClass } from '@web/ui/Menu';

export const jobSearchPath = (link: string) => `/search/${encodeURIComponent(link)}`;
/** A Find Talents link is a freelancer search term, or a path of its own (a gig category or search). */
export const talentSearchPath = (link: string) =>
  link.startsWith('/') ? link : `/search_user?query=${encodeURIComponent(link)}`;

/** A menu entry's label is its English name (FIND_JOBS_LINKS, FIND_TALENT_LINKS), shown in the page's language. */
function Group({ title, items }: { title: string; items: readonly { label: string; to: string }[] }) {
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  return (
    <Menu
      label={title}
      trigger={
        <span className="flex items-center gap-1 px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700">
          {title}
          <ChevronDown className="size-4" aria-hidden />
        </span>
      }
    >
      <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {_('layout.nav.skills')}
      </p>
      {items.map((item) => (
        <Link key={item.to} to={item.to} className={menuItemClass}>
          {categoryName(item.label)}
        </Link>
      ))}
    </Menu>
  );
}

/** The logged-out navigation: 'Find Jobs' and 'Find Talents', each with its Skills group. */
export function NavMenu({ className }: { className?: string }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('layout.nav.browse')} className={className}>
      <Group
        title={_('layout.nav.findJobs')}
        items={FIND_JOBS_LINKS.map((l) => ({ label: l.label, to: jobSearchPath(l.link) }))}
      />
      <Group
        title={_('layout.nav.findTalents')}
        items={FIND_TALENT_LINKS.map((l) => ({ label: l.label, to: talentSearchPath(l.link) }))}
      />
    </nav>
  );
}
