import { eq, getTableColumns, or } from 'drizzle-orm';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import {
  type PublicUser,
  type RegisterInput,
  type UpdateProfileInput,
  type User,
  registerSchema,
} from '@shared/schemas/users';
import { bookmarks, projects, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { forbidden, HttpError, isUniqueViolation, notFound, unauthorized } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { newKey } from '../../platform/storage';
import { resizeToWebp } from '../../platform/uploads';
import { isBlockedBy } from '../blocks';
import { canSee } from '../../platform/visibility';
import { receivedReviewSummary } from '../reviews';
import { toPublicUser, toUser } from './serialize';
import { assertStrongPassword } from './password-strength';
import { mailVerificationLink } from './verification';

const TAKEN = 'Username or email already taken';
const USERNAME_TAKEN = 'This username is already taken';
const EMAIL_TAKEN = 'An account already uses this email';

/** A 409 naming each field that is taken, so the sign-up form marks it. */
async function takenError(ctx: AppContext, input: { email: string; username: string }) {
  const rows = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.username)))
    .limit(2);
  const errors = [
    ...(rows.some((r) => r.username === input.username) ? [{ field: 'username', message: USERNAME_TAKEN }] : []),
    ...(rows.some((r) => r.email === input.email) ? [{ field: 'email', message: EMAIL_TAKEN }] : []),
  ];
  return new HttpError(409, errors.length ? errors.map((e) => e.message).join('. ') : TAKEN, errors);
}
const { passwordHash: _omit, ...userColumns } = getTableColumns(users);

async function storeAvatar(ctx: AppContext, image: Buffer): Promise<string> {
  const webp = await resizeToWebp('avatar', image, 256, 256, 'cover');
  const key = newKey('public/avatars', 'webp');
  await ctx.storage.put(key, webp);
  return key;
}

export async function register(ctx: AppContext, raw: RegisterInput, avatar?: Buffer): Promise<User> {
  const input = registerSchema.parse(raw);
  assertStrongPassword(input.password, [input.fullName, input.username, input.email]);
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.username)))
    .limit(1);
  if (existing) throw await takenError(ctx, input);
  const avatarKey = avatar ? await storeAvatar(ctx, avatar) : null;
  try {
    const [row] = await ctx.db
      .insert(users)
      .values({
        fullName: input.fullName,
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password, ctx.config.passwordHashCost),
        isClient: input.isClient,
        profession: input.isClient ? null : (input.profession ?? null),
        timeZone: input.timeZone ?? null,
        avatarKey,
      })
      .returning(userColumns);
    mailVerificationLink(ctx, row!);
    return toUser(row!);
  } catch (err) {
    if (avatarKey) await ctx.storage.delete(avatarKey);
    if (isUniqueViolation(err)) throw await takenError(ctx, input);
    throw err;
  }
}

export async function checkCredentials(ctx: AppContext, email: string, password: string): Promise<AuthUser> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  // Hash even for an unknown email so the answer takes as long either way.
  const valid = await verifyPassword(password, row?.passwordHash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  if (!row || !valid) throw unauthorized('Invalid user credentials');
  // Said only to whoever knows the password: a suspended account is not revealed to others.
  if (row.suspendedAt) throw forbidden(SUSPENDED_LOGIN);
  const { passwordHash: _hash, ...user } = row;
  return user;
}

export async function getSelf(ctx: AppContext, user: AuthUser): Promise<User> {
  const saved = await ctx.db.select({ postId: bookmarks.postId }).from(bookmarks).where(eq(bookmarks.userId, user.id));
  return toUser(
    user,
    saved.map((b) => b.postId),
  );
}

/**
 * Another member's profile: never their e-mail (see publicUserSchema), whoever asks. A hidden or
 * suspended account's profile is there only for its owner and admins. A signed-in viewer
 * learns whether they block the user.
 */
export async function getPublicUser(ctx: AppContext, id: string, viewer: AuthUser | null): Promise<PublicUser> {
  const [row] = await ctx.db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row || !canSee(viewer, row.id, row.hiddenAt ?? row.suspendedAt)) throw notFound('User');
  const blocked = viewer && viewer.id !== id ? { blockedByMe: await isBlockedBy(ctx.db, viewer.id, id) } : {};
  if (row.isClient) return { ...toPublicUser(row, [], { average: null, count: 0, latest: [] }), ...blocked };
  const [list, received] = await Promise.all([
    ctx.db
      .select({ _id: projects.id, title: projects.title, projectUrl: projects.projectUrl })
      .from(projects)
      .where(eq(projects.userId, id))
      .orderBy(projects.createdAt),
    receivedReviewSummary(ctx, id),
  ]);
  return { ...toPublicUser(row, list, received), ...blocked };
}

export async function updateAvatar(ctx: AppContext, user: AuthUser, image: Buffer): Promise<User> {
  const key = await storeAvatar(ctx, image);
  const [row] = await ctx.db
    .update(users)
    .set({ avatarKey: key, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning(userColumns);
  if (user.avatarKey) await ctx.storage.delete(user.avatarKey);
  return getSelf(ctx, row!);
}

export async function updateProfile(ctx: AppContext, user: AuthUser, input: UpdateProfileInput): Promise<User> {
  if (user.isClient && input.profession) throw forbidden('Clients have no profession');
  const [row] = await ctx.db
    .update(users)
    .set({
      fullName: input.fullName,
      ...(input.profession ? { profession: input.profession } : {}),
      ...(input.country !== undefined ? { country: input.country || null } : {}),
      ...(input.languages ? { languages: input.languages } : {}),
      ...(input.desc !== undefined ? { desc: input.desc || null } : {}),
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning(userColumns);
  return getSelf(ctx, row!);
}

export async function findUserByEmail(ctx: AppContext, email: string) {
  const [row] = await ctx.db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}
