import { matchLocale } from '@shared/i18n/locales';
import type { PublicProject, PublicUser, User } from '@shared/schemas/users';
import type { AuthUser } from '../../platform/auth';
import { publicUrl } from '../../platform/storage';
import { hiddenFields } from '../../platform/visibility';

type UserRow = AuthUser;

export function toUser(row: UserRow, bookmarkedPosts: string[] = []): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    avatar: publicUrl(row.avatarKey),
    isClient: row.isClient,
    isVerified: row.isVerified,
    profession: row.profession,
    country: row.country,
    desc: row.desc,
    languages: row.languages,
    skills: row.skills,
    bookmarkedPosts,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    hasPasskey: row.passkeyCount > 0,
    locale: matchLocale(row.locale),
    timeZone: row.timeZone,
  };
}

export function toPublicUser(
  row: UserRow,
  projects: PublicProject[],
  reviewsReceived: PublicUser['reviewsReceived'],
): PublicUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    username: row.username,
    avatar: publicUrl(row.avatarKey),
    isClient: row.isClient,
    isVerified: row.isVerified,
    profession: row.profession,
    country: row.country,
    languages: row.languages,
    desc: row.desc,
    skills: row.skills,
    projects,
    createdAt: row.createdAt.toISOString(),
    reviewsReceived,
    // Only its owner and admins can read a hidden profile: they see it marked, with the reason.
    ...hiddenFields(row),
  };
}
