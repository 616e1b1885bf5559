import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLingui } from '@lingui/react';
import { StepUpHost } from '@web/features/users/StepUpHost';
import { VerifyEmailNotice } from '@web/features/users/VerifyEmailNotice';
import { useMe } from '@web/lib/session';
import { Footer } from './Footer';
import { Header } from './Header';

// Only a signed-in person has a live stream: a visitor's first script leaves its code out.
const LiveEvents = lazy(() => import('@web/lib/events').then((m) => ({ default: m.LiveEvents })));

export function RootLayout() {
  const { user } = useMe();
  const { _ } = useLingui();
  // A chat thread fills the screen with its input at the bottom: no marketing footer under it.
  const thread = useLocation().pathname.startsWith('/message/');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {_('layout.skipToContent')}
      </a>
      <Header />
      <VerifyEmailNotice />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a lazy route arrives. */}
      <main id="main" className={thread ? 'flex-1' : 'min-h-screen flex-1'}>
        <Outlet />
      </main>
      {!thread && <Footer />}
      <StepUpHost />
      {user && (
        <Suspense fallback={null}>
          <LiveEvents />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
