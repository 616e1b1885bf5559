import { z } from 'zod';
import { BUDGETS, JOB_CATEGORIES } from '../constants';
import { GIG_LIMITS, GIG_SORTS } from './gigs';
import { freelancerFilters } from './profiles';
import { JOB_SEARCH_SORTS, OVER_BUDGET, POSTED_WITHIN, type PostedWithin } from './posts';

export const SAVED_SEARCH_KINDS = ['jobs', 'gigs', 'freelancers'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
export const SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 60;

/** Each kind's filters, as its search screen and route take them (job search, GET /gigs). */
export const jobSearchFilters = z.object({
  category: z.enum(JOB_CATEGORIES, 'Choose a category from the list').optional(),
  budget: z.enum([...BUDGETS, OVER_BUDGET], `must be one of ${[...BUDGETS, OVER_BUDGET].join(', ')}`).optional(),
  posted: z
    .enum(Object.keys(POSTED_WITHIN) as [PostedWithin, ...PostedWithin[]], 'must be day, week or month')
    .optional(),
  sort: z.enum(JOB_SEARCH_SORTS, `must be one of ${JOB_SEARCH_SORTS.join(', ')}`).optional(),
});
const dollars = z
  .number('must be a number')
  .int('must be a whole number')
  .min(0, 'cannot be negative')
  .max(1_000_000, 'is too large')
  .optional();
export const gigSearchFilters = z
  .object({
    category: z.string().trim().min(1).max(60).optional(),
    min: dollars,
    max: dollars,
    maxDays: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1 day')
      .max(GIG_LIMITS.maxDeliveryDays, `must be at most ${GIG_LIMITS.maxDeliveryDays} days`)
      .optional(),
    minRating: z.number('must be a number').min(1, 'must be at least 1').max(5, 'must be at most 5').optional(),
    sort: z.enum(GIG_SORTS, `must be one of ${GIG_SORTS.join(', ')}`).optional(),
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    path: ['max'],
    message: 'must not be below min',
  });
const text = z.string('must be text').max(1000, 'Too much text at once').optional();
const numberOrText = z.union([z.number(), z.string().max(20)], 'must be a number').optional();
/** As /search_user puts them in its URL; checked as the freelancer search checks them, kept as given. */
const freelancerSavedFilters = z
  .object({
    skills: text,
    country: text,
    minRating: numberOrText,
    verified: text,
    minPrice: numberOrText,
    maxPrice: numberOrText,
    languages: text,
    sort: text,
  })
  .superRefine((v, ctx) => {
    const checked = freelancerFilters.safeParse(v);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
  });
const FILTERS = { jobs: jobSearchFilters, gigs: gigSearchFilters, freelancers: freelancerSavedFilters } as const;

/** POST /saved-searches and PUT /saved-searches/{id}: the search, its filters checked as its own search checks them. */
export const savedSearchInput = z
  .object({
    kind: z.enum(SAVED_SEARCH_KINDS, `must be one of ${SAVED_SEARCH_KINDS.join(', ')}`),
    name: z
      .string('Name is required')
      .trim()
      .min(1, 'Name is required')
      .max(SAVED_SEARCH_NAME_MAX, `Name must be at most ${SAVED_SEARCH_NAME_MAX} characters`),
    query: z.string('must be text').trim().max(200, 'Search term is too long').default(''),
    filters: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    alert: z.enum(SEARCH_ALERTS, `must be one of ${SEARCH_ALERTS.join(', ')}`).default('off'),
  })
  .superRefine((v, ctx) => {
    const filters = FILTERS[v.kind].safeParse(v.filters);
    if (!filters.success)
      for (const issue of filters.error.issues)
        ctx.addIssue({ code: 'custom', path: ['filters', ...issue.path.map(String)], message: issue.message });
    if (v.kind === 'jobs' && !v.query)
      ctx.addIssue({ code: 'custom', path: ['query'], message: 'Enter a search term' });
    if (v.kind === 'freelancers' && v.alert !== 'off')
      ctx.addIssue({ code: 'custom', path: ['alert'], message: 'Alerts are for job and gig searches' });
  })
  .transform((v) => ({ ...v, filters: FILTERS[v.kind].parse(v.filters) as Record<string, string | number> }));
export type SavedSearchInput = z.output<typeof savedSearchInput>;
export type SavedSearchForm = z.input<typeof savedSearchInput>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  name: z.string(),
  query: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  alert: z.enum(SEARCH_ALERTS),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchParams = z.object({ id: z.uuid('must be a valid id') });
