import type { Post, PostStatus } from '@shared/schemas/posts';
import { DELETED_USER } from '@shared/schemas/payouts';
import { budgetRange, type StoredBudget } from '../../platform/prices';
import { publicUrl } from '../../platform/storage';
import { hiddenFields } from '../../platform/visibility';

export interface PostRow extends StoredBudget {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  status: string;
  createdAt: Date;
  clientId: string | null;
  clientName: string | null;
  clientAvatarKey: string | null;
  isBookmarked: boolean;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

export function toPost(row: PostRow): Post {
  return {
    _id: row.id,
    // "Deleted user" once the client deleted their account (a post kept for its hired freelancer).
    client: row.clientId
      ? { _id: row.clientId, avatar: publicUrl(row.clientAvatarKey), fullName: row.clientName ?? '' }
      : { _id: null, avatar: null, fullName: DELETED_USER },
    title: row.title,
    description: row.description,
    budget: budgetRange(row),
    category: row.category,
    tags: row.tags,
    status: row.status as PostStatus,
    createdAt: row.createdAt.toISOString(),
    isBookmarked: row.isBookmarked,
    // Lists for others never hold a hidden post: only its client's own list (and its page) carry these.
    ...hiddenFields(row),
  };
}
