import { z } from 'zod';
import { formBoolean, pageQuery } from './common';
import { countryCode, publicProjectSchema, type PublicProject } from './users';

export const MAX_SKILLS = 30;
export const MAX_SKILL_LENGTH = 40;
export const MAX_PROJECTS = 30;

/** Splits comma-separated text into trimmed skills, dropping empties and case-insensitive repeats. */
export function splitSkills(input: string | string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of ([] as string[]).concat(input).flatMap((s) => s.split(','))) {
    const skill = raw.trim().replace(/\s+/g, ' ');
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills;
}

export const addSkillsSchema = z.object({
  skills: z
    .union(
      [
        z.string().max(2000, 'Too much text at once'),
        z.array(z.string().max(2000, 'Too much text at once')).max(100, 'Too many skills at once'),
      ],
      'Enter skills separated with commas',
    )
    .transform(splitSkills)
    .refine(
      (list) => list.every((s) => s.length <= MAX_SKILL_LENGTH),
      `Each skill must be at most ${MAX_SKILL_LENGTH} characters`,
    )
    .refine((list) => list.length <= MAX_SKILLS, `You can have at most ${MAX_SKILLS} skills`),
});
export type AddSkillsInput = z.input<typeof addSkillsSchema>;

export const deleteSkillSchema = z.object({
  skillValue: z
    .string('Choose a skill to remove')
    .trim()
    .min(1, 'Choose a skill to remove')
    .max(200, 'Skill is too long'),
});

export const verifySchema = z.object({ isVerified: formBoolean });

export const PROJECT_FIELDS_REQUIRED = 'both the fields are required!';
export const PROJECT_URL_INVALID = 'Please enter a valid URL for the project.';

/** Only absolute http(s) links: a portfolio link must never run script (javascript:, data:). */
export function isProjectUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const projectSchema = z.object({
  title: z
    .string(PROJECT_FIELDS_REQUIRED)
    .trim()
    .min(1, PROJECT_FIELDS_REQUIRED)
    .max(100, 'Title is too long (100 characters at most)'),
  projectUrl: z
    .string(PROJECT_FIELDS_REQUIRED)
    .trim()
    .min(1, PROJECT_FIELDS_REQUIRED)
    .max(2000, 'Link is too long (2000 characters at most)')
    .refine(isProjectUrl, PROJECT_URL_INVALID),
});
export type ProjectInput = z.infer<typeof projectSchema>;

/** A portfolio project as /project answers it. */
export const projectItemSchema = publicProjectSchema;
export type Project = PublicProject;

export const FREELANCER_SORTS = ['relevance', 'rating', 'newest'] as const;
export type FreelancerSort = (typeof FREELANCER_SORTS)[number];
/** The most skills or languages one search asks for. */
const MAX_FILTER_TERMS = 10;

// An empty field in a shared link or a form means no filter.
const absentIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Comma-separated terms matched whatever their case: lower-cased, repeats dropped, at most 10. */
const termList = (what: string) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string(`Enter ${what} separated with commas`)
      .max(1000, 'Too much text at once')
      .transform((text) => [...new Set(splitSkills(text).map((t) => t.toLowerCase()))])
      .refine((list) => list.length <= MAX_FILTER_TERMS, `At most ${MAX_FILTER_TERMS} ${what}`)
      .refine(
        (list) => list.every((t) => t.length <= MAX_SKILL_LENGTH),
        `Each is at most ${MAX_SKILL_LENGTH} characters`,
      )
      .optional(),
  );
const wholeDollars = z.preprocess(
  absentIfEmpty,
  z.coerce
    .number('must be a number')
    .int('must be a whole number of dollars')
    .min(0, 'cannot be negative')
    .max(1_000_000, 'is too large')
    .optional(),
);

/**
 * The freelancer search's filters and sort (issue 35), all optional: without them the search
 * answers as SPEC's /search_user call always did. Saved searches check theirs with it too.
 */
const freelancerFilterFields = {
  skills: termList('skills'),
  country: z.preprocess(absentIfEmpty, countryCode.optional()),
  minRating: z.preprocess(
    absentIfEmpty,
    z.coerce.number('must be a number').min(1, 'must be at least 1').max(5, 'must be at most 5').optional(),
  ),
  verified: z.preprocess(absentIfEmpty, z.enum(['true', 'false'], 'must be true or false').optional()),
  minPrice: wholeDollars,
  maxPrice: wholeDollars,
  languages: termList('languages'),
  sort: z.enum(FREELANCER_SORTS, `must be one of ${FREELANCER_SORTS.join(', ')}`).default('relevance'),
};
const pricesInOrder = (q: { minPrice?: number; maxPrice?: number }) =>
  q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice;
const PRICE_ORDER = { path: ['maxPrice'], message: 'must not be below the min price' };

/** No query (or only spaces) lists the newest freelancers, as /search_user shows before anything is typed. */
export const freelancerSearchQuery = pageQuery
  .extend({
    query: z
      .string('Enter something to search for')
      .trim()
      .max(100, 'Search text is too long (100 characters at most)')
      .default(''),
    ...freelancerFilterFields,
  })
  .refine(pricesInOrder, PRICE_ORDER);
/** The filters of a freelancer search as a saved search stores them (values as typed), checked as the search checks them. */
export const freelancerFilters = z.object(freelancerFilterFields).refine(pricesInOrder, PRICE_ORDER);
export type FreelancerSearchQuery = z.infer<typeof freelancerSearchQuery>;

/** One card of the freelancer search (SPEC.md section 3, plus the verified badge). */
export const freelancerResultSchema = z.object({
  _id: z.string(),
  avatar: z.string().nullable(),
  fullName: z.string(),
  profession: z.string().nullable(),
  isVerified: z.boolean(),
  /** ISO 3166-1 code (issue 33), or null; the card names it in the viewer's language. */
  country: z.string().nullable(),
});
export type FreelancerResult = z.infer<typeof freelancerResultSchema>;

/** GET /users/user-skill: the bare list of the freelancer's skills (SPEC.md section 7). */
export const skillListSchema = z.array(z.string());

/** PUT /users/verify. */
export const verifiedSchema = z.object({ isVerified: z.boolean() });
