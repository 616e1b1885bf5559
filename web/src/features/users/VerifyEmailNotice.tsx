import { lazy, Suspense } from 'react';
import { useMe } from '@web/lib/session';

const VerifyEmailBanner = lazy(() => import('./VerifyEmailBanner'));

/** The verification banner's place in the layout: its code loads only for an unverified account. */
export function VerifyEmailNotice() {
  const { user } = useMe();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner />
    </Suspense>
  );
}
