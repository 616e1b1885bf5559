import { useLingui } from '@lingui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/ui/Button';
import { useHydrated } from '@web/ui/use-hydrated';

export function HeroSearch() {
  const navigate = useNavigate();
  const { _ } = useLingui();
  const [term, setTerm] = useState('');
  // Until the app has taken over the rendered page, typing would be lost (as the Button, ui/Field).
  const hydrated = useHydrated();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = term.trim();
    if (!query) return;
    navigate(`/search/${encodeURIComponent(query)}`);
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full max-w-xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 shadow-brand-900/5 ring-slate-200 sm:flex-row"
    >
      <label htmlFor="hero-search" className="sr-only">
        {_('landing.search.label')}
      </label>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id="hero-search"
          type="search"
          value={term}
          disabled={!hydrated}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={_('landing.search.placeholder')}
          autoComplete="off"
          className="h-12 w-full rounded-xl border-0 bg-transparent pe-3 ps-10 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      <Button type="submit" size="lg" className="rounded-xl">
        {_('landing.search.submit')}
      </Button>
    </form>
  );
}
