import { z } from 'zod';
import { formBoolean, pageQuery } from './common';
import { publicProjectSchema, type PublicProject } from './users';

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
    .union([z.string().max(2000, 'Too much text at once'), z.array(z.string().max(2000, 'Too much text at once')).max(100, 'Too many skills at once')], 'Enter skills separated with commas')
    .transform(splitSkills)
    .refine((list) => list.every((s) => s.length <= MAX_SKILL_LENGTH), `Each skill must be at most ${MAX_SKILL_LENGTH} characters`)
    .refine((list) => list.length <= MAX_SKILLS, `You can have at most ${MAX_SKILLS} skills`),
});
export type AddSkillsInput = z.input<typeof addSkillsSchema>;

export const deleteSkillSchema = z.object({
  skillValue: z.string('Choose a skill to remove').trim().min(1, 'Choose a skill to remove').max(200, 'Skill is too long'),
});
export type DeleteSkillInput = z.infer<typeof deleteSkillSchema>;

export const verifySchema = z.object({ isVerified: formBoolean });
export type VerifyInput = z.input<typeof verifySchema>;

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
  title: z.string(PROJECT_FIELDS_REQUIRED).trim().min(1, PROJECT_FIELDS_REQUIRED).max(100, 'Title is too long (100 characters at most)'),
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

export const freelancerSearchQuery = pageQuery.extend({
  query: z.string('Enter something to search for').trim().min(1, 'Enter something to search for').max(100, 'Search text is too long (100 characters at most)'),
});
export type FreelancerSearchQuery = z.infer<typeof freelancerSearchQuery>;

/** One card of the freelancer search (SPEC.md section 3, plus the verified badge). */
export const freelancerResultSchema = z.object({
  _id: z.string(),
  avatar: z.string().nullable(),
  fullName: z.string(),
  profession: z.string().nullable(),
  isVerified: z.boolean(),
});
export type FreelancerResult = z.infer<typeof freelancerResultSchema>;

/** GET /users/user-skill: the bare list of the freelancer's skills (SPEC.md section 7). */
export const skillListSchema = z.array(z.string());

/** PUT /users/verify. */
export const verifiedSchema = z.object({ isVerified: z.boolean() });
