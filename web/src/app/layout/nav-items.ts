import type { User } from '@shared/schemas/users';

export interface NavItem {
  to: string;
  /** A message key (layout namespace): the screens say it in the page's language. */
  label: string;
}

/**
 * Header links by role: SPEC.md's (My Post, Applications, Create; My Application) and the ways
 * into the marketplace each side needs every day: clients browse gigs and find talent,
 * freelancers manage their gigs, orders and earnings.
 */
export function navItemsFor(user: User | null): NavItem[] {
  if (!user) return [{ to: '/', label: 'layout.nav.home' }];
  if (user.isClient) {
    return [
      { to: '/gigs', label: 'layout.nav.browseGigs' },
      { to: '/search_user', label: 'layout.nav.findTalent' },
      { to: '/mypost', label: 'layout.nav.myPost' },
      { to: '/applications', label: 'layout.nav.applications' },
      { to: '/createpost', label: 'layout.nav.create' },
    ];
  }
  return [
    { to: '/myapplication', label: 'layout.nav.myApplication' },
    { to: '/mygigs', label: 'layout.nav.myGigs' },
    { to: '/orders', label: 'layout.nav.orders' },
    { to: '/earnings', label: 'layout.nav.earnings' },
  ];
}

export function avatarMenuFor(user: User): NavItem[] {
  return [
    // The operator console, for administrators only (the server checks every admin route too).
    ...(user.isAdmin ? [{ to: '/admin', label: 'layout.nav.admin' }] : []),
    { to: '/userprofile', label: 'layout.nav.profile' },
    { to: '/messages', label: 'layout.nav.messages' },
    { to: '/saved', label: 'layout.nav.saved' },
    { to: '/saved-searches', label: 'layout.nav.savedSearches' },
    ...(user.isClient
      ? [
          { to: '/orders', label: 'layout.nav.orders' },
          // What they paid, each with its receipt (payouts feature).
          { to: '/payments', label: 'layout.nav.payments' },
        ]
      : [{ to: '/mygigs', label: 'layout.nav.myGigsMenu' }]),
  ];
}
