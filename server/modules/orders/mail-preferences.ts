import { eq } from 'drizzle-orm';
import type { MailPreferences } from '@shared/schemas/orders';
import { users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';

/** GET /orders/mail-preferences: the order mail kinds the user switched off. */
export async function getMailPreferences(ctx: AppContext, user: AuthUser): Promise<MailPreferences> {
  const [row] = await ctx.db.select({ off: users.mailOptOut }).from(users).where(eq(users.id, user.id));
  return { off: (row?.off ?? []) as MailPreferences['off'] };
}

export async function setMailPreferences(
  ctx: AppContext,
  user: AuthUser,
  prefs: MailPreferences,
): Promise<MailPreferences> {
  const off = [...new Set(prefs.off)];
  await ctx.db.update(users).set({ mailOptOut: off }).where(eq(users.id, user.id));
  return { off };
}
