import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestRoute, ProtectedRoute } from './app/guards';
import { RootLayout } from './app/layout/RootLayout';
import RouteError from './app/routes/route-error';
import { queryClient } from './lib/query-client';
import { meQueryOptions } from './lib/session';

/** True until the router has finished the page's first navigation (loaders run before `router` exists). */
let firstLoad = true;

type ScreenModule = {
  default: React.ComponentType;
  /** Starts the screen's first queries; settles when they have (never rejects). */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<unknown>;
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
    const { default: Component, prefetch } = await load();
    if (!prefetch) return { Component };
    return {
      Component,
      loader: async ({ request }) => {
        const settled = prefetch(queryClient, new URL(request.url));
        if (firstLoad) await settled;
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
async function sessionOnFirstLoad() {
  if (firstLoad) await queryClient.ensureQueryData(meQueryOptions).catch(() => undefined);
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: sessionOnFirstLoad,
    // Nothing to draw before the first navigation settles: index.html's page loader shows meanwhile.
    HydrateFallback: () => null,
    children: [
      {
        element: <GuestRoute />,
        children: [
          { index: true, ...screen(() => import('./features/landing/LandingScreen')) },
          { path: 'signup', ...screen(() => import('./features/auth/SignupScreen')) },
          { path: 'login', ...screen(() => import('./app/routes/login')) },
          { path: 'login/forgot-password', ...screen(() => import('./features/auth/ForgotPasswordScreen')) },
          { path: 'resetpassword/:token', ...screen(() => import('./features/auth/ResetPasswordScreen')) },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'dashboard', ...screen(() => import('./app/routes/dashboard')) },
          { path: 'userprofile', ...screen(() => import('./app/routes/user-profile')) },
          { path: 'updateprofile', ...screen(() => import('./features/users/UpdateProfileScreen')) },
          { path: 'deleteaccount', ...screen(() => import('./features/users/DeleteAccountScreen')) },
          { path: 'createpost', ...screen(() => import('./features/posts/CreatePostScreen')) },
          { path: 'mypost', ...screen(() => import('./features/posts/MyPostsScreen')) },
          { path: 'post/:postId', ...screen(() => import('./app/routes/post-detail')) },
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
          { path: 'offers/:id', ...screen(() => import('./features/offers/OfferScreen')) },
          { path: 'messages', ...screen(() => import('./features/conversations/ConversationsScreen')) },
          { path: 'message/:id', ...screen(() => import('./app/routes/message-thread')) },
          // The operator console: a layout (admins only; the server refuses others' calls too) around
          // its sections. Each section's path is written in full ('admin/reports'), as the build's
          // route preloads (vite.config.ts) read every screen's path as it stands here.
          {
            ...screen(() => import('./features/admin/AdminLayout')),
            children: [
              { path: 'admin', ...screen(() => import('./features/admin/OverviewScreen')) },
              { path: 'admin/users', ...screen(() => import('./features/admin/UsersScreen')) },
              { path: 'admin/audit', ...screen(() => import('./features/admin/AuditScreen')) },
              { path: 'admin/reports', ...screen(() => import('./features/reports/ReportsQueueScreen')) },
              { path: 'admin/hidden', ...screen(() => import('./features/reports/HiddenContentScreen')) },
              { path: 'admin/*', ...screen(() => import('./features/admin/SectionMissing')) },
            ],
          },
        ],
      },
      { path: 'about', ...screen(() => import('./features/pages/AboutScreen')) },
      { path: 'team', ...screen(() => import('./features/pages/TeamScreen')) },
      { path: 'contact', ...screen(() => import('./features/contact/ContactScreen')) },
      { path: 'how-it-works', ...screen(() => import('./features/pages/HowItWorksScreen')) },
      { path: 'success', ...screen(() => import('./features/payments/PaymentResultScreen')) },
      { path: 'privacy-policy', ...screen(() => import('./features/pages/PrivacyPolicyScreen')) },
      { path: 'term-and-conditions', ...screen(() => import('./features/pages/TermsScreen')) },
      { path: 'copyright', ...screen(() => import('./features/pages/CopyrightScreen')) },
      { path: 'search/:id', ...screen(() => import('./app/routes/search')) },
      { path: 'search_user', ...screen(() => import('./features/profiles/SearchUserScreen')) },
      { path: 'gigs', ...screen(() => import('./app/routes/gigs')) },
      { path: 'gig/:id', ...screen(() => import('./app/routes/gig-detail')) },
      // Public, unlike SPEC's list: a visitor weighing a gig reads its seller's profile (GET /users/{id} is public).
      { path: 'profile/:id', ...screen(() => import('./app/routes/public-profile')) },
      { path: '*', ...screen(() => import('./features/pages/NotFoundScreen')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
const stopWatching = router.subscribe((state) => {
  if (!state.initialized) return;
  firstLoad = false;
  stopWatching();
});
