import { useLingui } from '@lingui/react';
import { Link } from 'react-router';

export interface Suggestion {
  label: string;
  to: string;
}

/** Under an empty result: searches close to the one made, and popular categories, as links. */
export function SearchSuggestions({ words, categories }: { words: Suggestion[]; categories: Suggestion[] }) {
  const { _ } = useLingui();
  const group = (title: string, items: Suggestion[]) =>
    items.length > 0 && (
      <div className="space-y-2">
        <p className="text-sm text-slate-600">{title}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {items.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="inline-block max-w-64 truncate rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-700"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="space-y-4">
      {group(_('ui.suggestions.fewerWords'), words)}
      {group(_('ui.suggestions.popular'), categories)}
    </div>
  );
}

/** The words of a search on their own, when it had more than one (each may find what all together did not). */
export function fewerWords(query: string): string[] {
  const words = [...new Set(query.split(/\s+/).filter((w) => w.length > 1))];
  return words.length > 1 ? words.slice(0, 4) : [];
}

/**
 * A search's count ("12", or "50+" past the server's cap) as an ICU message's values: `count`
 * the number, `capped` "yes" or "no", for "{capped, select, yes {{count}+ jobs} other {{count, plural, …}}}".
 */
export function countValues(count: string | number): { count: number; capped: 'yes' | 'no' } {
  const text = String(count);
  return { count: Number.parseInt(text, 10) || 0, capped: text.endsWith('+') ? 'yes' : 'no' };
}
