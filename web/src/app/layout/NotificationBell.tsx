import { Bell } from 'lucide-react';

/** Placeholder until real notifications land; the old product's label is kept. */
export function NotificationBell() {
  return (
    <button type="button" title="Coming Soon" aria-label="Notifications: Coming Soon" className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
      <Bell className="size-5" aria-hidden />
    </button>
  );
}
