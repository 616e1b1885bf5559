import { z } from 'zod';
import { pageQuery } from './common';

export const LIST_NAME_MAX = 60;
/** Lists per person and items per list: the Saved screen and each request stay bounded. */
export const MAX_LISTS = 50;
export const MAX_LIST_ITEMS = 500;

export const createListSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(LIST_NAME_MAX, `Name must be at most ${LIST_NAME_MAX} characters`),
});
export type CreateListInput = z.infer<typeof createListSchema>;

/** Exactly one of the two: a gig or a freelancer. */
export const addListItemSchema = z
  .object({
    gigId: z.uuid('must be a valid id').optional(),
    freelancerId: z.uuid('must be a valid id').optional(),
  })
  .refine((v) => (v.gigId === undefined) !== (v.freelancerId === undefined), {
    path: ['gigId'],
    message: 'Give either gigId or freelancerId',
  });
export type AddListItemInput = z.infer<typeof addListItemSchema>;

export const listParams = z.object({ id: z.uuid('must be a valid id') });
export const listItemParams = z.object({ id: z.uuid('must be a valid id'), itemId: z.uuid('must be a valid id') });

/** GET /lists: with gigId or freelancerId, each list says whether (and as which item) it holds that one, for the heart. */
export const listsQuery = pageQuery.extend({
  gigId: z.uuid('must be a valid id').optional(),
  freelancerId: z.uuid('must be a valid id').optional(),
});
export type ListsQuery = z.infer<typeof listsQuery>;

export const listSchema = z.object({
  _id: z.string(),
  name: z.string(),
  itemCount: z.number(),
  createdAt: z.string(),
  /** The item holding the gig or freelancer asked about (GET /lists?gigId=…), or null. */
  savedItemId: z.string().nullable(),
});
export type SavedList = z.infer<typeof listSchema>;

/** A saved gig as the Saved screen shows it; null once it is hidden by moderation or its seller suspended. */
const savedGigSchema = z.object({
  _id: z.string(),
  title: z.string(),
  coverThumb: z.string(),
  price: z.number(),
  sellerName: z.string(),
});
const savedFreelancerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  profession: z.string().nullable(),
});

export const listItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(['gig', 'freelancer']),
  createdAt: z.string(),
  gig: savedGigSchema.nullable(),
  freelancer: savedFreelancerSchema.nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;
