import { useLingui } from '@lingui/react';
import { Search } from 'lucide-react';
import { useId } from 'react';

/** The inbox's search box: filters the loaded conversations by name or last message as you type. */
export function InboxSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { _ } = useLingui();
  const id = useId();
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        {_('messages.inbox.search')}
      </label>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={_('messages.inbox.searchPlaceholder')}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
      />
    </div>
  );
}
