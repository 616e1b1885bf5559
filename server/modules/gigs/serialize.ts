import type { Gig, GigSummary } from '@shared/schemas/gigs';
import type { gigs } from '../../db/schema';
import { publicUrl } from '../../platform/storage';
import { hiddenFields } from '../../platform/visibility';
import { packagesOf } from './packages';
import { wholePrice } from '../../platform/prices';

type GigRow = typeof gigs.$inferSelect;

/** Covers are stored once at detail size and once at card size, under the same name. */
export const thumbKeyFor = (coverKey: string) => coverKey.replace('public/gig-covers/', 'public/gig-thumbs/');

export interface SummaryRow extends Pick<
  GigRow,
  | 'id'
  | 'userId'
  | 'title'
  | 'category'
  | 'coverKey'
  | 'desc'
  | 'priceMinor'
  | 'currency'
  | 'sales'
  | 'totalStars'
  | 'starNumber'
  | 'createdAt'
  | 'hiddenAt'
  | 'hiddenReason'
> {
  sellerName: string;
  sellerAvatarKey: string | null;
}

export function toGigSummary(row: SummaryRow): GigSummary {
  return {
    _id: row.id,
    userId: row.userId,
    title: row.title,
    category: row.category,
    cover: publicUrl(row.coverKey)!,
    coverThumb: publicUrl(thumbKeyFor(row.coverKey))!,
    desc: row.desc,
    price: wholePrice(row),
    sales: row.sales,
    totalStars: row.totalStars,
    starNumber: row.starNumber,
    createdAt: row.createdAt.toISOString(),
    seller: { _id: row.userId, fullName: row.sellerName, avatar: publicUrl(row.sellerAvatarKey) },
    // Public lists never hold a hidden gig: only its seller's own lists (and its page) carry these.
    ...hiddenFields(row),
  };
}

/** The Gig fields a card leaves out (the gig page and the owner's own list answer them). */
export const gigDetail = (
  row: Pick<GigRow, 'imageKeys' | 'shortTitle' | 'shortDesc' | 'deliveryTime' | 'revisionNumber' | 'features'>,
) => ({
  images: row.imageKeys.map((key) => publicUrl(key)!),
  shortTitle: row.shortTitle,
  shortDesc: row.shortDesc,
  deliveryTime: row.deliveryTime,
  revisionNumber: row.revisionNumber,
  features: row.features,
});

export function toGig(
  row: GigRow,
  seller: { fullName: string; avatarKey: string | null; createdAt: Date; country: string | null },
): Gig {
  const summary = toGigSummary({ ...row, sellerName: seller.fullName, sellerAvatarKey: seller.avatarKey });
  return {
    ...summary,
    ...gigDetail(row),
    paused: row.pausedAt !== null,
    packages: packagesOf(row),
    extras: row.extras,
    questions: row.questions,
    seller: { ...summary.seller, createdAt: seller.createdAt.toISOString(), country: seller.country },
  };
}
