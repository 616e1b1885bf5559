import { eq } from 'drizzle-orm';
import { adminAccountSchema, type AdminAccountInput } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, HttpError, isUniqueViolation } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { recordAudit } from '../audit';

/** What an admin account is, as the command line and the demo data create it. */
export interface AdminAccount {
  id: string;
  email: string;
  fullName: string;
  username: string;
}

/** Why the account was made an admin, as the audit log says it ('command line', 'demo data'). */
export interface AdminOptions {
  reason: string;
  avatarKey?: string | null;
}

const EMAIL_TAKEN =
  'An account already uses this email; to make it an administrator, run: npm run admin -- promote --email';

const violatedConstraint = (err: unknown) => {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return e.constraint ?? e.cause?.constraint;
};

/** A free username from the e-mail's local part (sign-up's pattern), numbered when taken. */
async function freeUsername(tx: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '')
    .replace(/[^a-zA-Z0-9_.-]/g, '')
    .slice(0, 24)
    .padEnd(3, '_');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

/**
 * A new administrator account. An admin is an operator, not a marketplace role: the row is a
 * client account (is_client true, no profession), because a freelancer account is listed in
 * freelancer search and asked for a profession, while a client account stays out of every
 * public directory. Not verified (that badge means three portfolio projects); its e-mail counts
 * as verified, as the operator who typed it vouches for it (issue 32). The audit line
 * is written in the same transaction as the account.
 */
export async function createAdmin(db: Db, raw: AdminAccountInput, options: AdminOptions): Promise<AdminAccount> {
  const input = adminAccountSchema.parse(raw);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (existing) throw conflict(`${EMAIL_TAKEN} ${input.email}`);
      const [row] = await tx
        .insert(users)
        .values({
          fullName: input.fullName,
          username: await freeUsername(tx, input.email),
          email: input.email,
          passwordHash,
          isClient: true,
          isAdmin: true,
          avatarKey: options.avatarKey ?? null,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id, email: users.email, fullName: users.fullName, username: users.username });
      await recordAudit(tx, {
        actor: null,
        action: 'admin.create',
        targetType: 'user',
        targetId: row!.id,
        reason: options.reason,
        details: { email: row!.email },
      });
      return row!;
    });
  } catch (err) {
    // Another process took the e-mail (or the username) between our check and the insert.
    if (isUniqueViolation(err))
      throw conflict(
        violatedConstraint(err) === 'users_email_key'
          ? `${EMAIL_TAKEN} ${input.email}`
          : 'Another account was created at the same moment; try again',
      );
    throw err;
  }
}

/** Makes an existing account an administrator; `promoted` is false when it already was one. */
export async function promoteAdmin(
  db: Db,
  rawEmail: string,
  options: AdminOptions,
): Promise<AdminAccount & { promoted: boolean }> {
  const { email } = adminAccountSchema.pick({ email: true }).parse({ email: rawEmail });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        username: users.username,
        isAdmin: users.isAdmin,
      })
      .from(users)
      .where(eq(users.email, email))
      .for('update')
      .limit(1);
    if (!row) throw new HttpError(404, `No account uses the email ${email}`);
    const { isAdmin, ...account } = row;
    if (isAdmin) return { ...account, promoted: false };
    await tx.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, row.id));
    await recordAudit(tx, {
      actor: null,
      action: 'admin.promote',
      targetType: 'user',
      targetId: row.id,
      reason: options.reason,
      details: { email },
    });
    return { ...account, promoted: true };
  });
}
