import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, offers, posts, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';

/** An application with its applicant and post (the populated `userId` and `postId`). */
export function selectApplications(db: Db) {
  return db
    .select({
      id: applications.id,
      coverLetter: applications.coverLetter,
      attachmentKey: applications.attachmentKey,
      isCompleted: applications.isCompleted,
      status: applications.status,
      // The newest offer made from the application: one index probe a row (offers_application_idx).
      offer: sql<{ _id: string; status: string; price: number; expiresAt: string } | null>`(select json_build_object('_id', o.id, 'status', o.status, 'price', o.price, 'expiresAt', o.expires_at) from ${offers} o where o.application_id = ${applications.id} order by o.created_at desc limit 1)`,
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
      postBudget: posts.budget,
      postClientId: posts.clientId,
      postStatus: posts.status,
      postCategory: posts.category,
      postTags: posts.tags,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(posts, eq(posts.id, applications.postId))
    .$dynamic();
}
