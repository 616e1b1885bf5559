import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { UnsubscribeKind } from '@shared/schemas/unsubscribe';
import type { Db } from '../../db/client';
import { unsubscribeKeys, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';

const KEY_NAME = 'one-click';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The signing key: read once per database handle, made on first use (the first writer wins on a race). */
function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(unsubscribeKeys)
        .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: unsubscribeKeys.secret })
        .from(unsubscribeKeys)
        .where(eq(unsubscribeKeys.name, KEY_NAME));
      return Buffer.from(row!.secret, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, userId: string, kind: UnsubscribeKind) =>
  createHmac('sha256', key).update(`${userId}\n${kind}`).digest('base64url');

/**
 * The headers of a mail a person may switch off with one click (RFC 8058): an HTTPS link (built
 * from PUBLIC_URL) signed for this person and this kind only, and the One-Click marker. Receipts,
 * security and password mails never call this.
 */
export async function unsubscribeHeaders(
  ctx: AppContext,
  userId: string,
  kind: UnsubscribeKind,
): Promise<{ link: string; headers: Record<string, string> }> {
  const token = sign(await signingKey(ctx.db), userId, kind);
  const link = `${ctx.config.publicUrl ?? ''}/api/v1/unsubscribe?${new URLSearchParams({ user: userId, kind, token }).toString()}`;
  return { link, headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** POST of the link: switches off exactly that kind for that person, without sign-in; a wrong signature is a 403 and changes nothing. */
export async function unsubscribe(
  ctx: AppContext,
  input: { user: string; kind: UnsubscribeKind; token: string },
): Promise<{ kind: UnsubscribeKind; unsubscribed: boolean }> {
  const expected = Buffer.from(sign(await signingKey(ctx.db), input.user, input.kind));
  const given = Buffer.from(input.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw forbidden('This unsubscribe link is not valid');
  await ctx.db
    .update(users)
    .set({ mailOptOut: sql`array_append(${users.mailOptOut}, ${input.kind})` })
    .where(sql`${users.id} = ${input.user} and not (${input.kind} = any(${users.mailOptOut}))`);
  return { kind: input.kind, unsubscribed: true };
}
