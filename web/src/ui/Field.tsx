import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from './cn';
import { useHydrated } from './use-hydrated';

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 shadow-xs focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

export const fileControl =
  'file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-800';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
  className?: string;
  /** Shown under the control, above the error (a file preview, an upload progress bar). */
  extra?: ReactNode;
}

/**
 * A label, a control, its hint and its error. The error sits right under its field, is announced
 * (role="alert") and is named by the control's aria-describedby together with the hint.
 */
function FieldShell({ label, error, hint, children, className, extra }: FieldShellProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {extra}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode; wrapperClassName?: string; extra?: ReactNode };

export function Input({
  label,
  error,
  hint,
  wrapperClassName,
  extra,
  className,
  ...rest
}: Common & ComponentPropsWithRef<'input'>) {
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} error={error} hint={hint} className={wrapperClassName} extra={extra}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(control, className)}
          {...rest}
          disabled={rest.disabled || !hydrated}
        />
      )}
    </FieldShell>
  );
}

export function Textarea({
  label,
  error,
  hint,
  wrapperClassName,
  extra,
  className,
  ...rest
}: Common & ComponentPropsWithRef<'textarea'>) {
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} error={error} hint={hint} className={wrapperClassName} extra={extra}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(control, 'min-h-28', className)}
          {...rest}
          disabled={rest.disabled || !hydrated}
        />
      )}
    </FieldShell>
  );
}

export function Select({
  label,
  error,
  hint,
  wrapperClassName,
  extra,
  className,
  children,
  ...rest
}: Common & ComponentPropsWithRef<'select'>) {
  const hydrated = useHydrated();
  return (
    <FieldShell label={label} error={error} hint={hint} className={wrapperClassName} extra={extra}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(control, 'pe-8', className)}
          {...rest}
          disabled={rest.disabled || !hydrated}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A problem with the form as a whole (not one field), shown above its submit button. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
