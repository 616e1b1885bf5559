import type { ReactNode } from 'react';
import { cn } from '@web/ui/cn';

/** The eyebrow, h1 and lead paragraph that open the marketing pages. */
export function PageIntro({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('max-w-2xl', className)}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-4 text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">{children}</div>}
    </header>
  );
}

/** A centred message with an icon, a heading and actions (not found, success). */
export function CentredMessage({
  icon,
  title,
  children,
  tone = 'brand',
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  tone?: 'brand' | 'slate';
}) {
  return (
    <div className="grid min-h-[calc(100vh-20rem)] place-items-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <span
          className={cn(
            'grid size-16 place-items-center rounded-full',
            tone === 'brand' ? 'bg-brand-100 text-brand-700' : 'bg-slate-100 text-slate-500',
          )}
        >
          {icon}
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
