import { z } from 'zod';
import { formBoolean, pageQuery } from './common';

export const ATTACHMENT_KINDS = ['jpg', 'png', 'pdf'] as const;
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** pending -> shortlisted / declined by the post's client; hired when an offer's order is paid. */
export const APPLICATION_STATUSES = ['pending', 'shortlisted', 'declined', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = { pending: 'Pending', shortlisted: 'Shortlisted', declined: 'Declined', hired: 'Hired' };
/** What the client may set by hand; `hired` only comes from a paid offer. */
export const SETTABLE_APPLICATION_STATUSES = ['pending', 'shortlisted', 'declined'] as const;
export type SettableApplicationStatus = (typeof SETTABLE_APPLICATION_STATUSES)[number];

/** PUT /applications/{id}/status. */
export const applicationStatusSchema = z.object({ status: z.enum(SETTABLE_APPLICATION_STATUSES, 'must be pending, shortlisted or declined') });
export type ApplicationStatusInput = z.infer<typeof applicationStatusSchema>;
export const applicationStatusResultSchema = z.object({ _id: z.string(), status: z.enum(APPLICATION_STATUSES) });
export type ApplicationStatusResult = z.infer<typeof applicationStatusResultSchema>;

/** GET /applications/getapplications?status=: the client's list, filterable by state. */
export const receivedApplicationsQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES, 'must be pending, shortlisted, declined or hired').optional(),
  postId: z.uuid('must be a valid id').optional(),
});
export type ReceivedApplicationsQuery = z.infer<typeof receivedApplicationsQuery>;

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
  /** open | hired | closed */
  status: string;
  category: string;
  tags: string[];
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
  status: ApplicationStatus;
  /** The newest offer made from this application, if any. */
  offer: { _id: string; status: string; price: number } | null;
  createdAt: string;
}

/** The apply form in the browser: the API's cover letter rule plus the one attachment it requires. */
export const applyFormSchema = createApplicationSchema.pick({ coverLetter: true }).extend({
  attachment: z.custom<{ length: number; item(i: number): unknown }>((files) => typeof files === 'object' && files !== null && (files as { length: number }).length > 0, 'Choose a jpg, png or pdf file'),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
