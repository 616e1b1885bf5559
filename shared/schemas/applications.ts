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

export interface ApplicationApplicant {
  _id: string;
  fullName: string;
  avatar: string | null;
  isVerified: boolean;
  profession: string | null;
  email: string;
}

export interface ApplicationPost {
  _id: string;
  title: string;
  description: string;
  budget: string;
}

export interface Application {
  _id: string;
  /** The applicant. */
  userId: ApplicationApplicant;
  postId: ApplicationPost;
  coverLetter: string;
  /** Where the post's owner and the applicant download the private attachment, or null. */
  attachment: string | null;
  isCompleted: boolean;
  createdAt: string;
}

/** The apply form in the browser: the API's cover letter rule plus the one attachment it requires. */
export const applyFormSchema = createApplicationSchema.pick({ coverLetter: true }).extend({
  attachment: z.custom<{ length: number; item(i: number): unknown }>((files) => typeof files === 'object' && files !== null && (files as { length: number }).length > 0, 'Choose a jpg or png file'),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
