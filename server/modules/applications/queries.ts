import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, posts, users } from '../../db/schema';
import { timeKey } from '../../platform/keyset';

/** An application with its applicant and post (the populated `userId` and `postId`). */
export function selectApplications(db: Db) {
  return db
    .select({
      id: applications.id,
      coverLetter: applications.coverLetter,
      attachmentKey: applications.attachmentKey,
      isCompleted: applications.isCompleted,
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
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(posts, eq(posts.id, applications.postId))
    .$dynamic();
}
