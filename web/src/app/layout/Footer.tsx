import { GithubIcon, LinkedinIcon, XIcon } from '@web/ui/SocialIcons';
import { Link } from 'react-router';
import { FOOTER_CATEGORIES } from '@shared/constants';
import { Logo } from '@web/ui/Logo';

const columns = [
  { title: 'About', links: [{ to: '/about', label: 'About Us' }, { to: '/team', label: 'Our Team' }, { to: '/how-it-works', label: 'How it works' }, { to: '/contact', label: 'Contact' }] },
  { title: 'Categories', links: FOOTER_CATEGORIES.map((c) => ({ to: `/gigs?category=${encodeURIComponent(c.slug)}`, label: c.name })) },
  { title: 'Terms', links: [{ to: '/privacy-policy', label: 'Privacy Policy' }, { to: '/term-and-conditions', label: 'Terms & Conditions' }, { to: '/copyright', label: 'Copyright' }] },
];

const socials = [
  { href: 'https://github.com', label: 'GitHub', Icon: GithubIcon },
  { href: 'https://twitter.com', label: 'X (Twitter)', Icon: XIcon },
  { href: 'https://linkedin.com', label: 'LinkedIn', Icon: LinkedinIcon },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">Work without fees or bidding: quality jobs and talent from around the world.</p>
        </div>
        {columns.map((col) => (
          <div key={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-slate-600 hover:text-brand-700">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
          <p>© {new Date().getFullYear()} Workify. All rights reserved.</p>
          <div className="flex gap-2">
            {socials.map(({ href, label, Icon }) => (
              <a key={label} href={href} aria-label={label} rel="noopener noreferrer" target="_blank" className="grid size-9 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800">
                <Icon className="size-4" aria-hidden />
              </a>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
