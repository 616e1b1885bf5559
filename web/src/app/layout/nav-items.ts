import type { User } from '@shared/schemas/users';

export interface NavItem {
  to: string;
  label: string;
}

/**
 * Header links by role: SPEC.md's (My Post, Applications, Create; My Application) and the ways
 * into the marketplace each side needs every day: clients browse gigs and find talent,
 * freelancers manage their gigs, orders and earnings.
 */
export function navItemsFor(user: User | null): NavItem[] {
  if (!user) return [{ to: '/', label: 'Home' }];
  if (user.isClient) {
    return [
      { to: '/gigs', label: 'Browse gigs' },
      { to: '/search_user', label: 'Find talent' },
      { to: '/mypost', label: 'My Post' },
      { to: '/applications', label: 'Applications' },
      { to: '/createpost', label: 'Create' },
    ];
  }
  return [
    { to: '/myapplication', label: 'My Application' },
    { to: '/mygigs', label: 'My Gigs' },
    { to: '/orders', label: 'Orders' },
    { to: '/earnings', label: 'Earnings' },
  ];
}

export function avatarMenuFor(user: User): NavItem[] {
  return [
    // The operator console, for administrators only (the server checks every admin route too).
    ...(user.isAdmin ? [{ to: '/admin', label: 'Admin' }] : []),
    { to: '/userprofile', label: 'Profile' },
    { to: '/messages', label: 'Messages' },
    ...(user.isClient
      ? [
          { to: '/orders', label: 'Orders' },
          // What they paid, each with its receipt (payouts feature).
          { to: '/payments', label: 'Payments' },
        ]
      : [{ to: '/mygigs', label: 'MyGigs' }]),
  ];
}
