import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@web/ui/Card';
import { Skeleton } from '@web/ui/Skeleton';

/** One panel of the client workspace: a titled card with an optional "see all" link. */
export function Section({
  id,
  title,
  link,
  children,
}: {
  /** The heading's id, fixed: a translated title cannot make one. */
  id: string;
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 space-y-4">
      <section aria-labelledby={id} className="space-y-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {link && (
            <Link to={link.to} className="text-sm font-medium text-brand-700 hover:underline">
              {link.label}
            </Link>
          )}
        </div>
        {children}
      </section>
    </Card>
  );
}

export function SectionLoading() {
  const { _ } = useLingui();
  return (
    <div role="status" aria-label={_('ui.loading')} className="space-y-2">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}
