import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, offers, orders, posts, projects, reviews, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';

const applicationColumns = {
  id: applications.id,
  coverLetter: applications.coverLetter,
  attachmentKey: applications.attachmentKey,
  isCompleted: applications.isCompleted,
  status: applications.status,
  // The newest offer made from the application: one index probe a row (offers_application_idx).
  offer: sql<{
    _id: string;
    status: string;
    priceMinor: number;
    currency: string;
    expiresAt: string;
  } | null>`(select json_build_object('_id', o.id, 'status', o.status, 'priceMinor', o.price_minor, 'currency', o.currency, 'expiresAt', o.expires_at) from ${offers} o where o.application_id = ${applications.id} order by o.created_at desc limit 1)`,
  createdAt: applications.createdAt,
  cursorTime: timeKey(applications.createdAt),
  applicantId: users.id,
  applicantName: users.fullName,
  applicantAvatarKey: users.avatarKey,
  applicantVerified: users.isVerified,
  applicantProfession: users.profession,
  applicantEmail: users.email,
  postId: posts.id,
  postTitle: posts.title,
  postDescription: posts.description,
  postBudget: { budgetMinMinor: posts.budgetMinMinor, budgetMaxMinor: posts.budgetMaxMinor, currency: posts.currency },
  postClientId: posts.clientId,
  postStatus: posts.status,
  postCategory: posts.category,
  postTags: posts.tags,
};

/** An application with its applicant and post (the populated `userId` and `postId`), plus `extra` columns. */
export function selectApplications<Extra extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: Extra) {
  return db
    .select({ ...applicationColumns, ...(extra as Extra) })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(posts, eq(posts.id, applications.postId))
    .$dynamic();
}

/**
 * The applicant's record beside one application, as columns of the same query (each a probe
 * of an index on the applicant: reviews_seller_created_idx, orders_seller_idx, projects_user_id_idx).
 */
export const applicantRecordColumns = {
  reviewStars: sql<number>`(select coalesce(sum(r.star), 0)::int from ${reviews} r where r.seller_id = ${users.id} and r.hidden_at is null)`,
  reviewCount: sql<number>`(select count(*)::int from ${reviews} r where r.seller_id = ${users.id} and r.hidden_at is null)`,
  completedOrders: sql<number>`(select count(*)::int from ${orders} o where o.seller_id = ${users.id} and o.status = 'completed')`,
  portfolio: sql<
    { _id: string; title: string; projectUrl: string }[]
  >`(select coalesce(json_agg(json_build_object('_id', p.id, 'title', p.title, 'projectUrl', p.project_url) order by p.created_at), '[]'::json) from ${projects} p where p.user_id = ${users.id})`,
};
