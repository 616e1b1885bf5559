import { z } from 'zod';

export const INVITATION_MESSAGE_MAX = 2000;
/** Invitations a client may send in any 24 hours. */
export const INVITATIONS_PER_DAY = 50;
export const INVITATION_STATUSES = ['pending', 'declined'] as const;

export const createInvitationSchema = z.object({
  freelancerId: z.uuid('must be a valid id'),
  message: z
    .string('Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(INVITATION_MESSAGE_MAX, `Message must be at most ${INVITATION_MESSAGE_MAX} characters`),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const invitationParams = z.object({ id: z.uuid('must be a valid id') });

const personSchema = z.object({ _id: z.string(), fullName: z.string(), avatar: z.string().nullable() });

export const invitationSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  postTitle: z.string(),
  message: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  client: personSchema,
  freelancer: personSchema,
  /** Whether the freelancer has applied to the post (the client's Invited list shows it). */
  applied: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /posts/{postId}/invitations/mine: the freelancer's own invitation to the post, or null. */
export const myInvitationSchema = invitationSchema.nullable();
