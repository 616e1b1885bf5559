import { lazy, Suspense, useEffect, useState } from 'react';
import { handleStepUp } from '@web/api/client';

const StepUpDialog = lazy(() => import('./StepUpDialog'));

/**
 * Always in the layout, and small: it takes the client's 'reauth_required' answers (api/client.ts)
 * and only then loads the dialog that asks for the password or a code.
 */
export function StepUpHost() {
  const [pending, setPending] = useState<((done: boolean) => void) | null>(null);
  useEffect(() => handleStepUp(() => new Promise<boolean>((resolve) => setPending(() => resolve))), []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog
        onDone={(done) => {
          pending(done);
          setPending(null);
        }}
      />
    </Suspense>
  );
}
