import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useLiveEvents } from '@web/lib/events';
import { Footer } from './Footer';
import { Header } from './Header';

export function RootLayout() {
  useLiveEvents();
  // A chat thread fills the screen with its input at the bottom: no marketing footer under it.
  const thread = useLocation().pathname.startsWith('/message/');
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a lazy route arrives. */}
      <main id="main" className={thread ? 'flex-1' : 'min-h-screen flex-1'}>
        <Outlet />
      </main>
      {!thread && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
