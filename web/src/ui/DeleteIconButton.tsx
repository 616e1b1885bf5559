import { Trash2 } from 'lucide-react';
import { Spinner } from './Spinner';

/** The round trash icon on a card; `label` names what it deletes for screen readers. */
export function DeleteIconButton({
  label,
  onClick,
  pending,
}: {
  label: string;
  onClick: () => void;
  pending: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-label={label}
      className="grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-60"
    >
      {pending ? <Spinner className="size-4" /> : <Trash2 className="size-5" aria-hidden />}
    </button>
  );
}
