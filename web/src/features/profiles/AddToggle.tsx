import { Plus, X } from 'lucide-react';

/** The round + button that opens and closes an add form. */
export function AddToggle({
  open,
  onToggle,
  label,
  controls,
}: {
  open: boolean;
  onToggle: () => void;
  label: string;
  controls: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      title={label}
      className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-white shadow-sm hover:bg-brand-700"
    >
      {open ? <X className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
    </button>
  );
}
