import { Search } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@shared/schemas/users';

/** Clients search gigs (/gigs?search=, with freelancers as a second tab); everyone else searches jobs (/search/{term}). */
export function HeaderSearch({ user, className }: { user: User; className?: string }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const { _ } = useLingui();
  const placeholder = user.isClient ? _('layout.search.gigs') : _('layout.search.jobs');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    if (!q) return;
    navigate(user.isClient ? `/gigs?search=${encodeURIComponent(q)}` : `/search/${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" onSubmit={submit} className={className}>
      <label className="relative block">
        <span className="sr-only">{placeholder}</span>
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={placeholder}
          className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pe-4 ps-9 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </label>
    </form>
  );
}
