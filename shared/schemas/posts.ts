import { z } from 'zod';
import { BUDGETS, JOB_CATEGORIES } from '../constants';
import { pageQuery } from './common';
import { ownerHiddenFields } from './moderation';

export const MAX_POST_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

/**
 * Turns the comma-separated tags text (or a list) into tags: trimmed, empty ones and
 * case-insensitive duplicates dropped, the first MAX_POST_TAGS kept.
 */
export function parseTags(input: string | string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (Array.isArray(input) ? input : [input]).flatMap((s) => s.split(','))) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, MAX_POST_TAGS);
}

/** The budget choice past SPEC's ranges: "More than $1,000", with the amount the client gives. */
export const OVER_BUDGET = '1000+';
export const MAX_BUDGET = 1_000_000;
const OVER_RANGE = /^1000-(\d{1,7})$/;

/** A budget a post may have: one of SPEC's ranges, or "1000-{amount}" (still a range string SPEC's client reads). */
export function isPostBudget(budget: string): boolean {
  if ((BUDGETS as readonly string[]).includes(budget)) return true;
  const amount = Number(OVER_RANGE.exec(budget)?.[1]);
  return amount > 1000 && amount <= MAX_BUDGET;
}

const budgetAmount = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number('Amount must be a number')
    .int('Amount must be a whole number of dollars')
    .min(1001, 'Amount must be more than $1,000')
    .max(MAX_BUDGET, 'Amount must be at most $1,000,000')
    .optional(),
);

export const createPostSchema = z
  .object({
    title: z
      .string('Title is required')
      .trim()
      .min(1, 'Title is required')
      .max(120, 'Title is too long (120 characters at most)'),
    description: z
      .string('Description is required')
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description is too long (5000 characters at most)'),
    budget: z
      .string('Choose a budget from the list')
      .refine((b) => b === OVER_BUDGET || isPostBudget(b), 'Choose a budget from the list'),
    /** With budget "1000+": the amount, in whole units (stored, as the range's bounds, in minor units). */
    budgetAmount,
    category: z.enum(JOB_CATEGORIES, 'Choose a category from the list'),
    tags: z
      .union(
        [z.string().max(2000, 'Tags are too long'), z.array(z.string()).max(50, 'Too many tags')],
        'Tags must be comma-separated text',
      )
      .default('')
      .transform(parseTags)
      .refine(
        (tags) => tags.every((t) => t.length <= MAX_TAG_LENGTH),
        `Each tag is at most ${MAX_TAG_LENGTH} characters`,
      ),
  })
  .superRefine((v, ctx) => {
    if (v.budget === OVER_BUDGET && v.budgetAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['budgetAmount'], message: 'Enter the amount (more than $1,000)' });
  })
  // Stored and answered as a range string: "More than $1,000" with 2500 is "1000-2500".
  .transform(({ budgetAmount: amount, ...post }) => ({
    ...post,
    budget: post.budget === OVER_BUDGET ? `1000-${amount}` : post.budget,
  }));
export type CreatePostInput = z.input<typeof createPostSchema>;
/** A post as the server stores it, tags already parsed. */
export type CreatePostData = z.output<typeof createPostSchema>;

export const postIdParam = z.object({ postId: z.uuid('must be a valid id') });
export const toggleBookmarkSchema = z.object({ postId: z.uuid('must be a valid id') });

/** The post's author as lists and the post page show them. */
export const postClientSchema = z.object({
  /** Null (fullName "Deleted user") once the client deleted their account: a post someone was hired for stays. */
  _id: z.string().nullable(),
  avatar: z.string().nullable(),
  fullName: z.string(),
  /** Whether the client has paid for at least one order (SPEC's 'Payment Verified'); only on GET /posts/get-single-post. */
  paymentVerified: z.boolean().optional(),
});

/** A post is open until an offer's order is paid (hired) or its client closes it; only open posts are listed. */
export const POST_STATUSES = ['open', 'hired', 'closed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** POST /posts/{id}/close and /reopen answer the post's new state. */
export const postStatusResultSchema = z.object({ _id: z.string(), status: z.enum(POST_STATUSES) });
export type PostStatusResult = z.infer<typeof postStatusResultSchema>;

export const postSchema = z.object({
  _id: z.string(),
  status: z.enum(POST_STATUSES),
  client: postClientSchema,
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  /** Whether the signed-in viewer bookmarked it (always false for clients and guests). */
  isBookmarked: z.boolean(),
  /** How many freelancers applied; only in the owner's list (GET /posts/mypost). */
  applicantCount: z.number().optional(),
  /** The signed-in freelancer's application to it, if any (only on GET /posts/get-single-post). */
  myApplication: z.object({ _id: z.string(), status: z.string(), createdAt: z.string() }).nullable().optional(),
  // Only in its client's own list and on its page for them (and admins), while hidden.
  ...ownerHiddenFields,
});
export type Post = z.infer<typeof postSchema>;

export const bookmarkStateSchema = z.object({ postId: z.string(), bookmarked: z.boolean() });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;

/** How recent a job must be to be listed ("posted within"), in days. */
export const POSTED_WITHIN = { day: 1, week: 7, month: 30 } as const;
export type PostedWithin = keyof typeof POSTED_WITHIN;

/** Best match (title and category first, newest inside), newest or oldest first. */
export const JOB_SEARCH_SORTS = ['relevance', 'newest', 'oldest'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const searchPostsQuery = pageQuery.extend({
  query: z.string('Enter a search term').trim().min(1, 'Enter a search term').max(200, 'Search term is too long'),
  category: z.preprocess(blankIsAbsent, z.enum(JOB_CATEGORIES, 'Choose a category from the list').optional()),
  /** One of the budget brackets a post is given (e.g. "100-200"), or 1000+ for every budget past $1,000. */
  budget: z.preprocess(
    blankIsAbsent,
    z.enum([...BUDGETS, OVER_BUDGET], `must be one of ${[...BUDGETS, OVER_BUDGET].join(', ')}`).optional(),
  ),
  posted: z.preprocess(
    blankIsAbsent,
    z.enum(Object.keys(POSTED_WITHIN) as [PostedWithin, ...PostedWithin[]], 'must be day, week or month').optional(),
  ),
  sort: z.enum(JOB_SEARCH_SORTS, `must be one of ${JOB_SEARCH_SORTS.join(', ')}`).default('relevance'),
});
