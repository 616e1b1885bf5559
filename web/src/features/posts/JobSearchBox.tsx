import { useLingui } from '@lingui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

/** The dashboard's 'Search Jobs' box: Enter or the icon goes to /search/{term}. */
export function JobSearchBox() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = term.trim();
    if (query) navigate(`/search/${encodeURIComponent(query)}`);
  };
  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full max-w-lg items-center rounded-full bg-white p-1 shadow-sm ring-1 ring-slate-200"
    >
      <label htmlFor="dashboard-job-search" className="sr-only">
        {_('layout.search.jobs')}
      </label>
      <input
        id="dashboard-job-search"
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={_('layout.search.jobs')}
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-full border-0 bg-transparent px-4 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      <button
        type="submit"
        aria-label={_('posts.searchBox.submit')}
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  );
}
