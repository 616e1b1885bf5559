import { z } from 'zod';
import { envelopeSchema } from './common';

/** An operator-given address shown as a link: https only (a page served over https may not link to plain http content). */
export const httpsUrlSchema = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/** The networks the footer and the team cards have an icon for. */

/** The operator's profile address per network; null (no icon) when not configured. */
export const socialLinksSchema = z.object({
  github: httpsUrlSchema.nullable(),
  x: httpsUrlSchema.nullable(),
  linkedin: httpsUrlSchema.nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** One person of the operator's team (TEAM_MEMBERS), as the Team page shows them. */
export const teamMemberSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(80),
  role: z.string().trim().min(1, 'is required').max(80),
  photoUrl: httpsUrlSchema.nullable().default(null),
  github: httpsUrlSchema.nullable().default(null),
  x: httpsUrlSchema.nullable().default(null),
  linkedin: httpsUrlSchema.nullable().default(null),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const siteInfoSchema = z.object({
  social: socialLinksSchema,
  /** Empty when the operator has listed nobody: the Team page then says who runs Workify instead. */
  team: z.array(teamMemberSchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** GET /site: what the operator configured about themselves (public). */
export const siteInfoResponse = envelopeSchema(siteInfoSchema);
