import { useLingui } from '@lingui/react';
import { X } from 'lucide-react';
import { Badge } from '@web/ui/Badge';

/** Skills as tags; with onRemove each gets a remove button named for screen readers. */
export function SkillChips({
  skills,
  onRemove,
  removing,
  label,
}: {
  skills: string[];
  onRemove?: (skill: string) => void;
  removing?: string;
  label?: string;
}) {
  const { _ } = useLingui();
  if (skills.length === 0) return <p className="text-sm text-slate-500">{_('profiles.skills.none')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label ?? _('profiles.skills.label')}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge className="gap-1 py-1 text-sm">
            {skill}
            {onRemove && (
              <button
                type="button"
                onClick={() => onRemove(skill)}
                disabled={removing === skill}
                aria-label={_('profiles.skills.remove', { skill })}
                className="-me-1 grid size-5 place-items-center rounded-full text-brand-700 hover:bg-brand-100 disabled:opacity-50"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            )}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
