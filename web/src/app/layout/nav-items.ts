import type { User } from '@shared/schemas/users';

export interface NavItem {
  to: string;
  label: string;
}

/** Header links by role, as SPEC.md's Header lists them. */
export function navItemsFor(user: User | null): NavItem[] {
  if (!user) return [{ to: '/', label: 'Home' }];
  if (user.isClient) {
    return [
      { to: '/mypost', label: 'My Post' },
      { to: '/applications', label: 'Applications' },
      { to: '/createpost', label: 'Create' },
    ];
  }
  return [{ to: '/myapplication', label: 'My Application' }];
}

export function avatarMenuFor(user: User): NavItem[] {
  return [
    { to: '/userprofile', label: 'Profile' },
    { to: '/messages', label: 'Messages' },
    user.isClient ? { to: '/orders', label: 'Orders' } : { to: '/mygigs', label: 'MyGigs' },
  ];
}
