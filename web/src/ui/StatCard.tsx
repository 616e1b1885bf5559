import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from './Card';
import { Skeleton } from './Skeleton';

/**
 * A dashboard figure: its label, the value (null while it loads: a placeholder of the same
 * height, so the page below does not jump when it arrives) and a link to the whole story.
 */
export function StatCard({
  label,
  value,
  link,
}: {
  label: string;
  value: ReactNode | null;
  link: { to: string; text: string };
}) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-500">{label}</p>
      {value === null ? (
        <Skeleton className="mt-1 h-8 w-16" />
      ) : (
        <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
      )}
      <Link to={link.to} className="mt-2 inline-block text-sm text-brand-700 hover:underline">
        {link.text}
      </Link>
    </Card>
  );
}
