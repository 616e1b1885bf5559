import { and, eq, or } from 'drizzle-orm';
import type { DataExport } from '@shared/schemas/data-export';
import {
  applications,
  auditLog,
  gigs,
  ledgerEntries,
  messages,
  orders,
  posts,
  reviews,
  sessions,
  signInIdentities,
  users,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

/** Dates as ISO text, as every other answer gives them. */
const plain = <T extends object>(row: T): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/**
 * GET /users/export: the person's own rows only (by their id in each table): what they wrote,
 * bought, sold and earned, and how they signed in. Secrets stay out: the password hash, the
 * two-step secrets and the sessions' token hashes.
 */
export async function exportPersonalData(ctx: AppContext, userId: string): Promise<DataExport> {
  const { db } = ctx;
  const [profile] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!profile) throw notFound('User');
  const {
    passwordHash: _password,
    totpSecret: _secret,
    totpPendingSecret: _pending,
    totpLastStep: _step,
    ...ownProfile
  } = profile;
  const [own, applied, offered, bought, wrote, reviewed, entries, signedIn, linked, audited] = await Promise.all([
    db.select().from(posts).where(eq(posts.clientId, userId)),
    db.select().from(applications).where(eq(applications.userId, userId)),
    db.select().from(gigs).where(eq(gigs.userId, userId)),
    db
      .select()
      .from(orders)
      .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))),
    db.select().from(messages).where(eq(messages.userId, userId)),
    db.select().from(reviews).where(eq(reviews.userId, userId)),
    db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)),
    db.select().from(signInIdentities).where(eq(signInIdentities.userId, userId)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: plain(ownProfile),
    posts: own.map(plain),
    applications: applied.map(plain),
    gigs: offered.map(plain),
    orders: bought.map(plain),
    messages: wrote.map(plain),
    reviews: reviewed.map(plain),
    ledgerEntries: entries.map(plain),
    sessions: signedIn.map(({ tokenHash: _token, ...s }) => plain(s)),
    linkedSignIns: linked.map(plain),
    auditEntries: audited.map(plain),
  };
}
