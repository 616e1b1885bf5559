import { actsAsAdmin, type AuthUser } from './auth';

/**
 * The hiding rule every module applies to its own detail routes: a hidden gig, post, profile,
 * message or review is seen only by its owner and by admins; to anyone else it does not exist
 * (404). Lists and searches leave hidden rows out for everyone but the owner's own lists.
 */
export function canSee(
  viewer: Pick<AuthUser, 'id' | 'isAdmin' | 'totpEnabledAt' | 'passkeyCount'> | null,
  ownerId: string | null,
  hiddenAt: Date | null,
): boolean {
  return hiddenAt === null || (viewer !== null && (viewer.id === ownerId || actsAsAdmin(viewer)));
}

/**
 * The optional `hidden` and `hiddenReason` fields (shared ownerHiddenFields) of a row the viewer
 * may see: present only while it is hidden, so every other answer keeps its bare shape.
 */
export function hiddenFields(row: { hiddenAt: Date | null; hiddenReason: string | null }): {
  hidden?: true;
  hiddenReason?: string | null;
} {
  return row.hiddenAt ? { hidden: true, hiddenReason: row.hiddenReason } : {};
}
