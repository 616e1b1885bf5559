import type { ReactNode } from 'react';

/** One label/value line of a profile-style description list (inside a <dl>). */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 sm:grid-cols-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium break-all text-slate-900 sm:col-span-2">{value}</dd>
    </div>
  );
}
