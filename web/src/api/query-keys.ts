/**
 * The root of every domain's query keys. Each feature's `api.ts` builds all its keys from its
 * root in one factory (`gigKeys`, `postKeys`, …), so its mutations invalidate exactly those.
 * A change that touches another domain's data invalidates that domain by its root from here,
 * since features do not import each other.
 */
export const rootKeys = {
  admin: ['admin'],
  applications: ['applications'],
  blocks: ['blocks'],
  conversations: ['conversations'],
  demo: ['demo'],
  disputes: ['disputes'],
  gigs: ['gigs'],
  messages: ['messages'],
  notifications: ['notifications'],
  offers: ['offers'],
  orders: ['orders'],
  payments: ['payments'],
  payouts: ['payouts'],
  posts: ['posts'],
  profiles: ['profiles'],
  reports: ['reports'],
  reviews: ['reviews'],
  site: ['site'],
} as const;
