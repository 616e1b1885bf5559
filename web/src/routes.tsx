import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { GuestRoute, ProtectedRoute } from './app/guards';
import { RootLayout } from './app/layout/RootLayout';
import RouteError from './app/routes/route-error';
import { queryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session';
import { PageLoader } from './ui/Spinner';

/** True until the router has finished the page's first navigation (loaders run before `router` exists). */
let firstLoad = true;

/**
 * What the server's render of a public page (web/src/entry-server.tsx) hands the loaders: its
 * own query client for the request. Its loaders wait for their data, and the session is not
 * asked (the page is rendered as a signed-out visitor sees it; the browser asks after hydration).
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
}
const serverClient = (context: unknown) => (context as ServerLoadContext | undefined)?.queryClient;

type ScreenModule = {
  default: React.ComponentType;
  /** Starts the screen's first queries; settles when they have (never rejects). */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<unknown>;
  /** What the screen needs before it renders at all (a legal page's clauses); never rejects. */
  ready?: Promise<unknown>;
};
/**
 * Every screen is its own chunk, loaded when its route is first visited. A screen that
 * exports `prefetch` gets a loader calling it, so its data is requested as soon as the route
 * matches, not after the whole page has rendered and mounted (on a phone, that is a while).
 * On the page's first load the loader waits for it: index.html preloaded that data, so it is
 * there or nearly, and the screen renders once with it instead of once per answer (the page
 * loader covers the screen until then anyway). Later navigations show the screen at once.
 */
const screen = (load: () => Promise<ScreenModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { default: Component, prefetch, ready } = await load();
    await ready;
    if (!prefetch) return { Component };
    return {
      Component,
      loader: async ({ request, context }) => {
        const onServer = serverClient(context);
        const settled = prefetch(onServer ?? queryClient, new URL(request.url));
        if (onServer || firstLoad) await settled;
        return null;
      },
    };
  },
});

/**
 * Every screen starts with the session check (the header, the guards). On the page's first
 * load it is waited for: index.html preloaded it, and the page renders once with the answer
 * rather than a spinner first.
 */
async function sessionOnFirstLoad({ context }: { context?: unknown }) {
  if (serverClient(context)) return null;
  if (firstLoad) await queryClient.ensureQueryData(meQueryOptions).catch(() => undefined);
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: sessionOnFirstLoad,
    // Until the first navigation settles (its data may be slow), the page loader stays: index.html's
    // goes at the window's load event, which a slow answer outlasts.
    HydrateFallback: PageLoader,
    children: [
      {
        element: <GuestRoute />,
        children: [
          { index: true, ...screen(() => import('./features/landing/LandingScreen')) },
          { path: 'signup', ...screen(() => import('./features/auth/SignupScreen')) },
          { path: 'login', ...screen(() => import('./app/routes/login')) },
          { path: 'login/forgot-password', ...screen(() => import('./features/auth/ForgotPasswordScreen')) },
          { path: 'resetpassword/:token', ...screen(() => import('./features/auth/ResetPasswordScreen')) },
          { path: 'signup/role', ...screen(() => import('./features/auth/ChooseRoleScreen')) },
          { path: 'login/link', ...screen(() => import('./features/auth/LinkSignInScreen')) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'dashboard', ...screen(() => import('./app/routes/dashboard')) },
          { path: 'userprofile', ...screen(() => import('./app/routes/user-profile')) },
          { path: 'updateprofile', ...screen(() => import('./features/users/UpdateProfileScreen')) },
          { path: 'security', ...screen(() => import('./features/users/SecurityScreen')) },
          { path: 'deleteaccount', ...screen(() => import('./features/users/DeleteAccountScreen')) },
          { path: 'createpost', ...screen(() => import('./features/posts/CreatePostScreen')) },
          { path: 'mypost', ...screen(() => import('./features/posts/MyPostsScreen')) },
          { path: 'mypost/:postId/edit', ...screen(() => import('./features/posts/EditPostScreen')) },
          { path: 'apply/:id', ...screen(() => import('./app/routes/apply')) },
          { path: 'applications', ...screen(() => import('./app/routes/applications')) },
          { path: 'applicantinfo/:id', ...screen(() => import('./app/routes/applicant-info')) },
          { path: 'myapplication', ...screen(() => import('./app/routes/my-applications')) },
          { path: 'mygigs', ...screen(() => import('./features/gigs/MyGigsScreen')) },
          { path: 'add', ...screen(() => import('./features/gigs/AddGigScreen')) },
          { path: 'mygigs/:id/edit', ...screen(() => import('./features/gigs/EditGigScreen')) },
          { path: 'orders', ...screen(() => import('./features/orders/OrdersScreen')) },
          { path: 'orders/:id', ...screen(() => import('./app/routes/order-detail')) },
          { path: 'orders/:id/receipt', ...screen(() => import('./features/payouts/ReceiptScreen')) },
          { path: 'earnings', ...screen(() => import('./features/payouts/EarningsScreen')) },
          { path: 'payments', ...screen(() => import('./features/payouts/PaymentsScreen')) },
          { path: 'pay/:id', ...screen(() => import('./features/payments/PayScreen')) },
          { path: 'pay/offer/:id', ...screen(() => import('./features/payments/PayScreen')) },
          { path: 'pay/milestone/:orderId/:milestoneId', ...screen(() => import('./features/payments/PayScreen')) },
          { path: 'offers/:id', ...screen(() => import('./features/offers/OfferScreen')) },
          { path: 'messages', ...screen(() => import('./features/conversations/ConversationsScreen')) },
          { path: 'message/:id', ...screen(() => import('./app/routes/message-thread')) },
          { path: 'saved', ...screen(() => import('./features/lists/SavedScreen')) },
          { path: 'saved-searches', ...screen(() => import('./features/saved-searches/SavedSearchesScreen')) },
          { path: 'disputes/:id', ...screen(() => import('./features/disputes/DisputeScreen')) },
          // The operator console: a layout (admins only; the server refuses others' calls too) around
          // its sections. Each section's path is written in full ('admin/reports'), as the build's
          // route preloads (vite.config.ts) read every screen's path as it stands here.
          {
            ...screen(() => import('./features/admin/AdminLayout')),
            children: [
              { path: 'admin', ...screen(() => import('./features/admin/OverviewScreen')) },
              { path: 'admin/users', ...screen(() => import('./features/admin/UsersScreen')) },
              { path: 'admin/audit', ...screen(() => import('./features/admin/AuditScreen')) },
              { path: 'admin/rates', ...screen(() => import('./features/admin/RatesScreen')) },
              { path: 'admin/disputes', ...screen(() => import('./features/disputes/AdminDisputesScreen')) },
              { path: 'admin/disputes/:id', ...screen(() => import('./app/routes/admin-dispute')) },
              { path: 'admin/reports', ...screen(() => import('./features/reports/ReportsQueueScreen')) },
              { path: 'admin/hidden', ...screen(() => import('./features/reports/HiddenContentScreen')) },
              { path: 'admin/*', ...screen(() => import('./features/admin/SectionMissing')) },
            ],
          },
        ],
      },
      // The mailed verification link: it works whether or not this browser is signed in.
      { path: 'verify-email/:token', ...screen(() => import('./features/users/VerifyEmailScreen')) },
      { path: 'about', ...screen(() => import('./features/pages/AboutScreen')) },
      { path: 'team', ...screen(() => import('./features/pages/TeamScreen')) },
      { path: 'contact', ...screen(() => import('./features/contact/ContactScreen')) },
      { path: 'how-it-works', ...screen(() => import('./features/pages/HowItWorksScreen')) },
      { path: 'success', ...screen(() => import('./features/payments/PaymentResultScreen')) },
      { path: 'privacy-policy', ...screen(() => import('./features/pages/PrivacyPolicyScreen')) },
      { path: 'term-and-conditions', ...screen(() => import('./features/pages/TermsScreen')) },
      { path: 'copyright', ...screen(() => import('./features/pages/CopyrightScreen')) },
      { path: 'search/:id', ...screen(() => import('./app/routes/search')) },
      { path: 'search_user', ...screen(() => import('./app/routes/search-user')) },
      { path: 'gigs', ...screen(() => import('./app/routes/gigs')) },
      { path: 'gig/:id', ...screen(() => import('./app/routes/gig-detail')) },
      // Public to read (issue 31): Apply now sends a signed-out visitor to sign in and back here.
      { path: 'post/:postId', ...screen(() => import('./app/routes/post-detail')) },
      // Public, unlike SPEC's list: a visitor weighing a gig reads its seller's profile (GET /users/{id} is public).
      { path: 'profile/:id', ...screen(() => import('./app/routes/public-profile')) },
      { path: '*', ...screen(() => import('./features/pages/NotFoundScreen')) },
    ],
  },
];

/** The browser's router; `hydrationData` when the server rendered the page (its loaders have run there). */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  if (router.state.initialized) {
    firstLoad = false;
    return router;
  }
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    firstLoad = false;
    stopWatching();
  });
  return router;
}
