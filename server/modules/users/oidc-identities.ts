import { and, asc, eq } from 'drizzle-orm';
import type { LinkedSignIns } from '@shared/schemas/sign-ins';
import { signInIdentities, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { mailSecurityNotice, security } from '../../platform/security-notice';

/**
 * The password of an account made by a provider sign-in: no scrypt string, so no password ever
 * matches it; "Forgot password?" sets a real one.
 */
export const NO_PASSWORD = '!';

const providerName = (ctx: AppContext, id: string) =>
  ctx.config.signIn[id as keyof AppContext['config']['signIn']]?.name ?? id;

/** GET /users/sign-ins: the account's linked provider sign-ins, oldest first, and whether it has a password. */
export async function listSignIns(ctx: AppContext, userId: string): Promise<LinkedSignIns> {
  const [rows, [owner]] = await Promise.all([
    ctx.db
      .select()
      .from(signInIdentities)
      .where(eq(signInIdentities.userId, userId))
      .orderBy(asc(signInIdentities.createdAt), asc(signInIdentities.id)),
    ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      provider: r.provider as LinkedSignIns['items'][number]['provider'],
      providerName: providerName(ctx, r.provider),
      email: r.email,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
    })),
    hasPassword: owner?.hash !== NO_PASSWORD,
  };
}

export const LAST_SIGN_IN =
  'This is your only way to sign in: set a password first (use "Forgot password?" on the login screen) or link another sign-in, then remove this one.';

/**
 * DELETE /users/sign-ins/{id}: refused when it would leave the account with no way to sign in
 * (no password and no other sign-in). The account's row is locked so two removals at once
 * cannot each leave the other as the last one.
 */
export async function removeSignIn(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const mine = await tx
      .select({ id: signInIdentities.id, provider: signInIdentities.provider })
      .from(signInIdentities)
      .where(eq(signInIdentities.userId, user.id));
    const target = mine.find((r) => r.id === id);
    if (!target) throw notFound('Linked sign-in');
    if (owner?.hash === NO_PASSWORD && mine.length === 1) throw conflict(LAST_SIGN_IN);
    await tx.delete(signInIdentities).where(and(eq(signInIdentities.id, id), eq(signInIdentities.userId, user.id)));
    return target;
  });
  mailSecurityNotice(ctx, user, security('oidcRemoved', { provider: providerName(ctx, removed.provider) }));
}
