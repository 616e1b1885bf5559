import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INVITATIONS_PER_DAY, type CreateInvitationInput, type Invitation } from '@shared/schemas/invitations';
import type { PageQuery } from '@shared/schemas/common';
import type { Db } from '../../db/client';
import { applications, invitations, posts, users } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { conflict, forbidden, notFound, tooManyRequests } from '../../platform/errors';
import { olderThanCursor, timeKey, splitPage } from '../../platform/keyset';
import { said, writeFor } from '../../platform/mail-text';
import { publicUrl } from '../../platform/storage';
import { refuseIfBlocked } from '../blocks';
import { canSee } from '../../platform/visibility';
import { createNotification } from '../notifications';
import { mailInvitation } from './notify';

const client = alias(users, 'inviting_client');
const freelancer = alias(users, 'invited_freelancer');

/** Invitations with both people, the post's title and whether the freelancer applied: one query per page. */
function invitationQuery(db: Db) {
  return db
    .select({
      row: invitations,
      key: timeKey(invitations.createdAt),
      postTitle: posts.title,
      client: { id: client.id, fullName: client.fullName, avatarKey: client.avatarKey },
      freelancer: { id: freelancer.id, fullName: freelancer.fullName, avatarKey: freelancer.avatarKey },
      applied: sql<boolean>`exists (select 1 from ${applications} where ${applications.postId} = ${invitations.postId} and ${applications.userId} = ${invitations.freelancerId})`,
    })
    .from(invitations)
    .innerJoin(posts, eq(posts.id, invitations.postId))
    .innerJoin(client, eq(client.id, invitations.clientId))
    .innerJoin(freelancer, eq(freelancer.id, invitations.freelancerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof invitationQuery>['limit']>>[number];

function toInvitation(r: Row): Invitation {
  const person = (p: Row['client']) => ({ _id: p.id, fullName: p.fullName, avatar: publicUrl(p.avatarKey) });
  return {
    _id: r.row.id,
    postId: r.row.postId,
    postTitle: r.postTitle,
    message: r.row.message,
    status: r.row.status,
    createdAt: r.row.createdAt.toISOString(),
    client: person(r.client),
    freelancer: person(r.freelancer),
    applied: r.applied,
  };
}

async function one(db: Db, id: string): Promise<Invitation> {
  const [row] = await invitationQuery(db).where(eq(invitations.id, id)).limit(1);
  return toInvitation(row!);
}

/**
 * POST /posts/{postId}/invitations. In one transaction under the client's row lock, so two at
 * once cannot both be the 51st of the day nor both invite the same person: the post is the
 * client's and open, the freelancer can be seen and neither blocks the other.
 */
export async function inviteToPost(
  ctx: AppContext,
  user: AuthUser,
  postId: string,
  input: CreateInvitationInput,
): Promise<Invitation> {
  const created = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [post] = await tx
      .select({ clientId: posts.clientId, status: posts.status, hiddenAt: posts.hiddenAt, title: posts.title })
      .from(posts)
      .where(eq(posts.id, postId))
      .limit(1);
    if (!post || !canSee(user, post.clientId, post.hiddenAt)) throw notFound('Post');
    if (post.clientId !== user.id) throw forbidden('You can only invite freelancers to your own posts');
    if (post.status !== 'open' || post.hiddenAt) throw conflict('Only an open post takes invitations');
    const [person] = await tx
      .select({ isClient: users.isClient, hiddenAt: users.hiddenAt, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, input.freelancerId))
      .limit(1);
    if (!person || person.isClient || person.hiddenAt || person.suspendedAt) throw notFound('Freelancer');
    await refuseIfBlocked(tx, user, input.freelancerId, 'invite');
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.postId, postId), eq(applications.userId, input.freelancerId)))
      .limit(1);
    if (applied) throw conflict('This freelancer has already applied to this post');
    const [today] = await tx
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.clientId, user.id), gt(invitations.createdAt, sql`now() - interval '24 hours'`)));
    if ((today?.n ?? 0) >= INVITATIONS_PER_DAY)
      throw tooManyRequests(`You can send at most ${INVITATIONS_PER_DAY} invitations a day`);
    const [row] = await tx
      .insert(invitations)
      .values({ postId, clientId: user.id, freelancerId: input.freelancerId, message: input.message })
      .onConflictDoNothing()
      .returning({ id: invitations.id });
    if (!row) throw conflict('You already invited this freelancer to this post');
    await createNotification(tx, {
      userId: input.freelancerId,
      type: 'invitation.received',
      text: await writeFor(
        tx,
        input.freelancerId,
        said('mails.invitation.bell', { name: user.fullName, title: post.title }),
      ),
      link: `/post/${postId}`,
    });
    return one(tx, row.id);
  });
  ctx.later.run('invitation mail', () => mailInvitation(ctx, created));
  return created;
}

/** GET /posts/{postId}/invitations: who the post's client invited, newest first, and whether each applied. */
export async function listPostInvitations(ctx: AppContext, user: AuthUser, postId: string, query: PageQuery) {
  const [post] = await ctx.db.select({ clientId: posts.clientId }).from(posts).where(eq(posts.id, postId)).limit(1);
  if (!post) throw notFound('Post');
  if (post.clientId !== user.id) throw forbidden("Only the post's client sees its invitations");
  const rows = await invitationQuery(ctx.db)
    .where(and(eq(invitations.postId, postId), olderThanCursor(invitations.createdAt, invitations.id, query.cursor)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = splitPage(rows, query.limit, (r) => ({ key: r.key, id: r.row.id }));
  return { items: items.map(toInvitation), nextCursor };
}

/** GET /posts/{postId}/invitations/mine: the caller's invitation to the post, or null. */
export async function myInvitation(ctx: AppContext, user: AuthUser, postId: string): Promise<Invitation | null> {
  const [row] = await invitationQuery(ctx.db)
    .where(and(eq(invitations.postId, postId), eq(invitations.freelancerId, user.id)))
    .limit(1);
  return row ? toInvitation(row) : null;
}

/** POST /invitations/{id}/decline: only the invited freelancer; declining twice is declining. The client's bell says so once. */
export async function declineInvitation(ctx: AppContext, user: AuthUser, id: string): Promise<Invitation> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        freelancerId: invitations.freelancerId,
        clientId: invitations.clientId,
        status: invitations.status,
        postId: invitations.postId,
      })
      .from(invitations)
      .where(eq(invitations.id, id))
      .for('update');
    if (!row || row.freelancerId !== user.id) throw notFound('Invitation');
    if (row.status === 'pending') {
      await tx
        .update(invitations)
        .set({ status: 'declined', declinedAt: sql`now()` })
        .where(eq(invitations.id, id));
      const invitation = await one(tx, id);
      await createNotification(tx, {
        userId: row.clientId,
        type: 'invitation.declined',
        text: await writeFor(
          tx,
          row.clientId,
          said('mails.invitation.declined', { name: user.fullName, title: invitation.postTitle }),
        ),
        link: `/post/${row.postId}`,
      });
      return invitation;
    }
    return one(tx, id);
  });
}
