import { useLingui } from '@lingui/react';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_GIG_FEATURES } from '@shared/constants';
import { GIG_LIMITS } from '@shared/schemas/gigs';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';

/** Up to four features: type one, Add (or Enter), remove with its x. */
export function FeatureList({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (features: string[]) => void;
  error?: string;
}) {
  const { _ } = useLingui();
  const [draft, setDraft] = useState('');
  const noteId = useId();
  const full = value.length >= MAX_GIG_FEATURES;
  const add = () => {
    const text = draft.trim();
    if (!text || full) return;
    onChange([...value, text]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <Input
          label={_('gigs.features.add')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={GIG_LIMITS.feature}
          disabled={full}
          placeholder={_('gigs.features.placeholder')}
          aria-describedby={noteId}
          aria-invalid={error ? true : undefined}
          wrapperClassName="flex-1"
        />
        <Button variant="secondary" onClick={add} disabled={full || !draft.trim()}>
          {_('gigs.features.addButton')}
        </Button>
      </div>
      {error ? (
        <p id={noteId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={noteId} className="text-xs text-slate-500">
          {_('gigs.features.note', { max: MAX_GIG_FEATURES, count: value.length })}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={_('gigs.features.list')}>
          {value.map((feature, i) => (
            <li
              key={`${i}-${feature}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800"
            >
              {feature}
              <button
                type="button"
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                aria-label={_('gigs.features.remove', { feature })}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
