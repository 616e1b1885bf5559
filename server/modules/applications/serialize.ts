import type { Application, ApplicationStatus } from '@shared/schemas/applications';
import type { PostStatus } from '@shared/schemas/posts';
import { budgetRange, wholePrice, type StoredBudget, type StoredPrice } from '../../platform/prices';
import { publicUrl } from '../../platform/storage';
import { offerStatusAt } from '../offers';

export interface ApplicationRow {
  id: string;
  coverLetter: string;
  attachmentKey: string | null;
  isCompleted: boolean;
  status: string;
  offer: ({ _id: string; status: string; expiresAt: string } & StoredPrice) | null;
  createdAt: Date;
  applicantId: string;
  applicantName: string;
  applicantAvatarKey: string | null;
  applicantVerified: boolean;
  applicantProfession: string | null;
  applicantEmail: string;
  postId: string;
  postTitle: string;
  postDescription: string;
  postBudget: StoredBudget;
  postStatus: string;
  postCategory: string;
  postTags: string[];
}

/** The private attachment is only ever reached through its permission-checked route. */
export const attachmentUrl = (applicationId: string) => `/api/v1/applications/${applicationId}/attachment`;

export function toApplication(row: ApplicationRow): Application {
  return {
    _id: row.id,
    userId: {
      _id: row.applicantId,
      fullName: row.applicantName,
      avatar: publicUrl(row.applicantAvatarKey),
      isVerified: row.applicantVerified,
      profession: row.applicantProfession,
      email: row.applicantEmail,
    },
    postId: {
      _id: row.postId,
      title: row.postTitle,
      description: row.postDescription,
      budget: budgetRange(row.postBudget),
      status: row.postStatus as PostStatus,
      category: row.postCategory,
      tags: row.postTags,
    },
    coverLetter: row.coverLetter,
    attachment: row.attachmentKey ? attachmentUrl(row.id) : null,
    isCompleted: row.isCompleted,
    status: row.status as ApplicationStatus,
    offer: row.offer
      ? {
          _id: row.offer._id,
          status: offerStatusAt(row.offer.status, row.offer.expiresAt),
          price: wholePrice(row.offer),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}
