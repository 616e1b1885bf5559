import { eq, inArray } from 'drizzle-orm';
import type { ContentPreview, ReportTargetType } from '@shared/schemas/moderation';
import type { Db } from '../../db/client';
import { conversations, gigs, messages, posts, reviews, users } from '../../db/schema';
import { publicUrl } from '../../platform/storage';
import { thumbKeyFor } from '../gigs';

/** A reportable thing as moderation reads it: whose it is, whether it is hidden, what it shows. */
export interface Target {
  type: ReportTargetType;
  id: string;
  /** The account it belongs to (the profile itself for a 'user'). */
  ownerId: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  /** Gigs and posts: 'admin' or 'suspension' while hidden. */
  hiddenCause?: 'admin' | 'suspension' | null;
  /** A profile: suspended accounts are out of sight like hidden ones. */
  suspendedAt?: Date | null;
  /** A message: the conversation and its two people, the only ones who may report it. */
  conversation?: { id: string; clientId: string | null; freelancerId: string | null };
  /** A review: its gig (for the star totals) and the freelancer it is about. */
  review?: { gigId: string | null; sellerId: string; star: number };
  preview: ContentPreview;
}

const EXCERPT = 300;
const excerpt = (text: string | null | undefined) => {
  const chars = Array.from((text ?? '').replace(/\s+/g, ' ').trim());
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT - 1).join('')}…` : chars.join('');
};

type Loader = (db: Db, ids: string[]) => Promise<Target[]>;

const loaders: Record<ReportTargetType, Loader> = {
  gig: async (db, ids) => {
    const rows = await db
      .select({
        id: gigs.id,
        ownerId: gigs.userId,
        title: gigs.title,
        shortDesc: gigs.shortDesc,
        coverKey: gigs.coverKey,
        hiddenAt: gigs.hiddenAt,
        hiddenReason: gigs.hiddenReason,
        hiddenCause: gigs.hiddenCause,
      })
      .from(gigs)
      .where(inArray(gigs.id, ids));
    return rows.map((r) => ({
      ...r,
      type: 'gig',
      preview: {
        title: r.title,
        excerpt: excerpt(r.shortDesc),
        image: publicUrl(thumbKeyFor(r.coverKey)),
        link: `/gig/${r.id}`,
      },
    }));
  },
  post: async (db, ids) => {
    const rows = await db
      .select({
        id: posts.id,
        ownerId: posts.clientId,
        title: posts.title,
        description: posts.description,
        hiddenAt: posts.hiddenAt,
        hiddenReason: posts.hiddenReason,
        hiddenCause: posts.hiddenCause,
      })
      .from(posts)
      .where(inArray(posts.id, ids));
    return rows.map((r) => ({
      ...r,
      type: 'post',
      preview: { title: r.title, excerpt: excerpt(r.description), image: null, link: `/post/${r.id}` },
    }));
  },
  user: async (db, ids) => {
    const rows = await db
      .select({
        id: users.id,
        fullName: users.fullName,
        profession: users.profession,
        desc: users.desc,
        avatarKey: users.avatarKey,
        hiddenAt: users.hiddenAt,
        hiddenReason: users.hiddenReason,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return rows.map((r) => ({
      ...r,
      type: 'user',
      ownerId: r.id,
      preview: {
        title: r.fullName,
        excerpt: excerpt([r.profession, r.desc].filter(Boolean).join(' · ')),
        image: publicUrl(r.avatarKey),
        link: `/profile/${r.id}`,
      },
    }));
  },
  message: async (db, ids) => {
    const rows = await db
      .select({
        id: messages.id,
        ownerId: messages.userId,
        desc: messages.desc,
        files: messages.files,
        hiddenAt: messages.hiddenAt,
        hiddenReason: messages.hiddenReason,
        conversation: {
          id: conversations.id,
          clientId: conversations.clientId,
          freelancerId: conversations.freelancerId,
        },
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(inArray(messages.id, ids));
    return rows.map((r) => {
      const files = r.files.length ? ` [${r.files.map((f) => f.name).join(', ')}]` : '';
      return {
        ...r,
        type: 'message',
        preview: { title: 'Message', excerpt: excerpt(`${r.desc}${files}`), image: null, link: null },
      };
    });
  },
  review: async (db, ids) => {
    const rows = await db
      .select({
        id: reviews.id,
        ownerId: reviews.userId,
        desc: reviews.desc,
        star: reviews.star,
        gigId: reviews.gigId,
        sellerId: reviews.sellerId,
        gigTitle: gigs.title,
        hiddenAt: reviews.hiddenAt,
        hiddenReason: reviews.hiddenReason,
      })
      .from(reviews)
      .leftJoin(gigs, eq(gigs.id, reviews.gigId))
      .where(inArray(reviews.id, ids));
    return rows.map((r) => ({
      ...r,
      type: 'review',
      review: { gigId: r.gigId, sellerId: r.sellerId, star: r.star },
      preview: {
        title: `${r.star}★ review${r.gigTitle ? ` of ${r.gigTitle}` : ''}`,
        excerpt: excerpt(r.desc),
        image: null,
        link: r.gigId ? `/gig/${r.gigId}` : `/profile/${r.sellerId}`,
      },
    }));
  },
};

/** One target, or null when it does not exist (any more). */
export async function loadTarget(db: Db, type: ReportTargetType, id: string): Promise<Target | null> {
  const [found] = await loaders[type](db, [id]);
  return found ?? null;
}

export const targetKey = (type: string, id: string) => `${type}:${id}`;

/** Many targets of mixed types, one query per type, by targetKey. */
export async function loadTargets(
  db: Db,
  wanted: { type: ReportTargetType; id: string }[],
): Promise<Map<string, Target>> {
  const byType = new Map<ReportTargetType, string[]>();
  for (const w of wanted) byType.set(w.type, [...(byType.get(w.type) ?? []), w.id]);
  const found = await Promise.all([...byType].map(([type, ids]) => loaders[type](db, [...new Set(ids)])));
  return new Map(found.flat().map((t) => [targetKey(t.type, t.id), t]));
}

/** The owners shown beside reported and hidden content, by id. */
export async function loadOwners(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0)
    return new Map<string, { _id: string; fullName: string; isAdmin: boolean; suspended: boolean }>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((r) => [r.id, { _id: r.id, fullName: r.fullName, isAdmin: r.isAdmin, suspended: r.suspendedAt !== null }]),
  );
}
