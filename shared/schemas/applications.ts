import { z } from 'zod';
import { formBoolean } from './common';

export const ATTACHMENT_KINDS = ['jpg', 'png'] as const;

/** The text fields of POST /applications/createapplication/{postId} (multipart). */
export const createApplicationSchema = z.object({
  coverLetter: z
    .string('Cover letter is required')
    .trim()
    .min(1, 'Cover letter is required')
    .max(5000, 'Cover letter is too long (5000 characters at most)'),
  // The original client always sends postId, often as the text 'undefined': the path's id
  // decides, so a body postId that is not an id is ignored; a different valid id is refused.
  postId: z.preprocess((v) => (typeof v === 'string' && z.uuid().safeParse(v).success ? v : undefined), z.uuid().optional()),
});
export type CreateApplicationInput = z.input<typeof createApplicationSchema>;

/** isCompleted only ever moves from false to true. */
export const updateApplicationSchema = z.object({
  isCompleted: formBoolean.refine((v) => v, 'can only be set to true'),
});
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;

export const applicationApplicantSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
  profession: z.string().nullable(),
  email: z.string(),
});
export type ApplicationApplicant = z.infer<typeof applicationApplicantSchema>;

export const applicationPostSchema = z.object({ _id: z.string(), title: z.string(), description: z.string(), budget: z.string() });
export type ApplicationPost = z.infer<typeof applicationPostSchema>;

/** An application as every /applications call answers it (SPEC.md section 3). */
export const applicationSchema = z.object({
  _id: z.string(),
  /** The applicant. */
  userId: applicationApplicantSchema,
  postId: applicationPostSchema,
  coverLetter: z.string(),
  /** Where the post's owner and the applicant download the private attachment, or null. */
  attachment: z.string().nullable(),
  isCompleted: z.boolean(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The apply form in the browser: the API's cover letter rule plus the one attachment it requires. */
export const applyFormSchema = createApplicationSchema.pick({ coverLetter: true }).extend({
  attachment: z.custom<{ length: number; item(i: number): unknown }>((files) => typeof files === 'object' && files !== null && (files as { length: number }).length > 0, 'Choose a jpg or png file'),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
