import { Link } from 'react-router';

export interface Suggestion {
  label: string;
  to: string;
}

/** Under an empty result: searches close to the one made, and popular categories, as links. */
export function SearchSuggestions({ words, categories }: { words: Suggestion[]; categories: Suggestion[] }) {
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
      {group('Try fewer words:', words)}
      {group('Popular categories:', categories)}
    </div>
  );
}

/** The words of a search on their own, when it had more than one (each may find what all together did not). */
export function fewerWords(query: string): string[] {
  const words = [...new Set(query.split(/\s+/).filter((w) => w.length > 1))];
  return words.length > 1 ? words.slice(0, 4) : [];
}

/** "1 gig", "12 gigs", "50+ gigs". */
export function resultCount(count: string | number, one: string, many: string): string {
  return `${count} ${String(count) === '1' ? one : many}`;
}
