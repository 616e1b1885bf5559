import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { knownDevices } from '../../db/schema';
import { hashToken, newToken } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { describeAgent } from './sessions';

export const DEVICE_COOKIE = 'workify_device';
const DEVICE_DAYS = 400;

interface Owner {
  id: string;
  email: string;
  fullName: string;
  timeZone: string | null;
  locale: string | null;
}

/**
 * After a sign-in: a browser the account has not signed in from before (no workify_device cookie
 * the account knows) is remembered, and the owner is mailed, unless it is the account's very
 * first browser (the one it signed up with).
 */
export async function noteSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: Owner,
): Promise<void> {
  const cookie = request.cookies[DEVICE_COOKIE];
  const device = cookie && cookie.length <= 100 ? cookie : newToken();
  const deviceHash = hashToken(device);
  const known = await ctx.db
    .select({ deviceHash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, owner.id), eq(knownDevices.deviceHash, deviceHash)))
    .limit(1);
  if (known.length === 0) {
    const [{ others } = { others: 0 }] = await ctx.db
      .select({ others: sql<number>`count(*)::int` })
      .from(knownDevices)
      .where(eq(knownDevices.userId, owner.id));
    await ctx.db.insert(knownDevices).values({ userId: owner.id, deviceHash }).onConflictDoNothing();
    if (others > 0) {
      const { browser, system } = describeAgent(request.headers['user-agent'] ?? null);
      mailSecurityNotice(ctx, owner, security('newSignIn'), [
        '',
        security('browser', { browser, system }),
        security('address', { ip: request.ip }),
        security('time', { time: new Date() }),
      ]);
    }
  }
  reply.setCookie(DEVICE_COOKIE, device, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: DEVICE_DAYS * 86_400,
  });
}
