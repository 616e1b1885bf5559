import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { PendingSignIn } from '@shared/schemas/sign-ins';
import { PageSpinner } from '@web/ui/Spinner';
import { AuthCard } from './AuthCard';
import { usePendingSignIn } from './provider-api';

/**
 * The screens after a provider sign-in (/signup/role, /login/link): each shows only its own
 * kind of pending sign-in; an expired one (or none) says to start again.
 */
export function PendingSignInGate({
  kind,
  children,
}: {
  kind: PendingSignIn['kind'];
  children: (pending: PendingSignIn) => ReactNode;
}) {
  const { _ } = useLingui();
  const pending = usePendingSignIn();
  if (pending.isPending) return <PageSpinner />;
  if (pending.isError)
    return (
      <AuthCard title={_('auth.pending.expired')}>
        <p className="text-sm text-slate-700">{pending.error.message}</p>
        <Link to="/login" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
          {_('auth.refusal.back')}
        </Link>
      </AuthCard>
    );
  if (pending.data.kind !== kind)
    return <Navigate to={pending.data.kind === 'link' ? '/login/link' : '/signup/role'} replace />;
  return children(pending.data);
}
