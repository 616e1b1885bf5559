import { lazy, Suspense, type ComponentType } from 'react';
import { useMe } from '@web/lib/session';

/**
 * A widget that renders nothing for a signed-out visitor (Report, the heart, Save this search,
 * Invite to a job), loaded only once someone is signed in. A public page is rendered and hydrated
 * for a visitor, so its forms' code (react-hook-form, zod schemas) stays out of what that page
 * downloads, parses and hydrates. Server and browser both render nothing for a visitor: the
 * markup matches, and no Suspense boundary is hydrated.
 */
export function signedInOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Widget = lazy(async () => ({ default: await load() }));
  return function SignedInOnly(props: P) {
    const { user } = useMe();
    if (!user) return null;
    return (
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    );
  };
}
