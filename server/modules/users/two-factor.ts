import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';
import { hashToken, type AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, fieldError, HttpError } from '../../platform/errors';
import { countHit, peekHits } from '../../platform/rate-limit';
import { isSealed, openSecret, sealSecret } from '../../platform/secret-box';

const PERIOD = 30;
/** Wrong codes allowed per account in FAIL_WINDOW_MS, over every place a code is asked. */
const MAX_FAILS = 5;
const FAIL_WINDOW_MS = 15 * 60_000;
const RECOVERY_COUNT = 10;
/** No 0/O or 1/I: a code is read off paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const totpFor = (secret: string, label = 'Workify') =>
  new TOTP({
    issuer: 'Workify',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code belongs to (the current one or its neighbours, for clock drift), or null. */
function stepOf(secret: string, code: string): number | null {
  const delta = totpFor(secret).validate({ token: code, window: 1 });
  return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD) + delta;
}

/** Ten fresh codes ('ABCDE-FGHJK'), returned in clear once; only their hashes are stored. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
const recoveryHash = (code: string) => hashToken(code.toUpperCase().replace(/[^A-Z0-9]/g, ''));

async function replaceRecoveryCodes(tx: Db, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(c) })));
  return codes;
}

async function guardTries(ctx: AppContext, userId: string): Promise<void> {
  const { current, ttl } = await peekHits(ctx.db, '2fa-fail', userId);
  if (current >= MAX_FAILS)
    throw new HttpError(429, `Too many wrong codes; try again in ${Math.max(1, Math.ceil(ttl / 60_000))} minutes`);
}
const wrongCode = async (ctx: AppContext, userId: string, message: string) => {
  await countHit(ctx.db, '2fa-fail', userId, FAIL_WINDOW_MS);
  return fieldError('code', message);
};

/** POST /users/2fa/setup: a new secret, kept aside until a code from the app confirms it. */
export async function setupTwoFactor(ctx: AppContext, user: AuthUser): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totpEnabledAt) throw conflict('Two-step sign-in is already on');
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db
    .update(users)
    .set({ totpPendingSecret: sealSecret(ctx.config.secrets, secret) })
    .where(eq(users.id, user.id));
  return { secret, otpauthUrl: totpFor(secret, user.email).toString() };
}

/** POST /users/2fa/enable: a code of the offered secret turns it on; answers the recovery codes, once. */
export async function enableTwoFactor(ctx: AppContext, user: AuthUser, code: string): Promise<string[]> {
  if (user.totpEnabledAt) throw conflict('Two-step sign-in is already on');
  const [row] = await ctx.db
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row?.pending) throw conflict('Start the setup first: no secret is waiting for a code');
  await guardTries(ctx, user.id);
  const pending = row.pending;
  const step = stepOf(openSecret(ctx.config.secrets, pending), code);
  if (step === null)
    throw await wrongCode(ctx, user.id, 'This code is not right: type the 6 digits your app shows now');
  const codes = await ctx.db.transaction(async (tx) => {
    const [on] = await tx
      .update(users)
      .set({
        totpSecret: isSealed(pending) ? pending : sealSecret(ctx.config.secrets, pending),
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, user.id), isNull(users.totpEnabledAt), eq(users.totpPendingSecret, pending)))
      .returning({ id: users.id });
    if (!on) throw conflict('Two-step sign-in was changed meanwhile; start again');
    return replaceRecoveryCodes(tx, user.id);
  });
  ctx.sessions.evictUser(user.id);
  return codes;
}

/**
 * Checks a second factor of an account that has two-step sign-in: a current app code, accepted
 * once (its time step is claimed in the same UPDATE that checks it), or, where `recovery` allows,
 * an unused recovery code, which is used up. Wrong codes count against the account's limit.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  userId: string,
  code: string,
  opts: { recovery: boolean },
): Promise<'app' | 'recovery'> {
  await guardTries(ctx, userId);
  const [row] = await ctx.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.secret) throw conflict('Two-step sign-in is off');
  const secret = openSecret(ctx.config.secrets, row.secret);
  // Kept in the clear before secrets were sealed: sealed now, on its first use.
  if (!isSealed(row.secret))
    await ctx.db
      .update(users)
      .set({ totpSecret: sealSecret(ctx.config.secrets, secret) })
      .where(and(eq(users.id, userId), eq(users.totpSecret, row.secret)));
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = stepOf(secret, digits);
    if (step !== null) {
      const [claimed] = await ctx.db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      if (claimed) return 'app';
      throw await wrongCode(ctx, userId, 'This code was already used: wait for the next one in your app');
    }
  } else if (opts.recovery) {
    const [used] = await ctx.db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, recoveryHash(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (used) return 'recovery';
  }
  throw await wrongCode(
    ctx,
    userId,
    opts.recovery
      ? 'This code is not right: type the 6 digits your app shows now, or an unused recovery code'
      : 'This code is not right: type the 6 digits your app shows now',
  );
}

/** POST /users/2fa/disable: only with a current app code. */
export async function disableTwoFactor(ctx: AppContext, user: AuthUser, code: string): Promise<void> {
  if (!user.totpEnabledAt) throw conflict('Two-step sign-in is already off');
  await checkSecondFactor(ctx, user.id, code, { recovery: false });
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  });
  ctx.sessions.evictUser(user.id);
}

/** POST /users/2fa/recovery-codes: ten new codes for a current app code; the old ones stop working. */
export async function regenerateRecoveryCodes(ctx: AppContext, user: AuthUser, code: string): Promise<string[]> {
  if (!user.totpEnabledAt) throw conflict('Two-step sign-in is off');
  await checkSecondFactor(ctx, user.id, code, { recovery: false });
  return ctx.db.transaction((tx) => replaceRecoveryCodes(tx, user.id));
}
