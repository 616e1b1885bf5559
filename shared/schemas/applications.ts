import { z } from 'zod';
import { formBoolean, pageQuery } from './common';
import { POST_STATUSES } from './posts';

export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/** pending -> shortlisted / declined by the post's client; hired when an offer's order is paid. */
export const APPLICATION_STATUSES = ['pending', 'shortlisted', 'declined', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  hired: 'Hired',
};
/** What the client may set by hand; `hired` only comes from a paid offer. */
export const SETTABLE_APPLICATION_STATUSES = ['pending', 'shortlisted', 'declined'] as const;
export type SettableApplicationStatus = (typeof SETTABLE_APPLICATION_STATUSES)[number];

/** PUT /applications/{id}/status. */
export const applicationStatusSchema = z.object({
  status: z.enum(SETTABLE_APPLICATION_STATUSES, 'must be pending, shortlisted or declined'),
});
export const applicationStatusResultSchema = z.object({ _id: z.string(), status: z.enum(APPLICATION_STATUSES) });
export type ApplicationStatusResult = z.infer<typeof applicationStatusResultSchema>;

/** GET /applications/getapplications?status=: the client's list, filterable by state, post and applicant. */
export const receivedApplicationsQuery = pageQuery.extend({
  status: z.enum(APPLICATION_STATUSES, 'must be pending, shortlisted, declined or hired').optional(),
  postId: z.uuid('must be a valid id').optional(),
  /** One freelancer's applications (the offer form in a conversation asks which post it is for). */
  applicantId: z.uuid('must be a valid id').optional(),
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
  postId: z.preprocess(
    (v) => (typeof v === 'string' && z.uuid().safeParse(v).success ? v : undefined),
    z.uuid().optional(),
  ),
});

/** isCompleted only ever moves from false to true. */
export const updateApplicationSchema = z.object({
  isCompleted: formBoolean.refine((v) => v, 'can only be set to true'),
});

export const applicationApplicantSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  isVerified: z.boolean(),
  profession: z.string().nullable(),
  email: z.string(),
});

export const applicationPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  status: z.enum(POST_STATUSES),
  category: z.string(),
  tags: z.array(z.string()),
});

/**
 * What a client weighs an applicant by (GET /applications/getapplication/{id} only): their
 * average star and number of reviews received, orders they completed, and their portfolio.
 */
export const applicantRecordSchema = z.object({
  rating: z.number().nullable(),
  reviewCount: z.number(),
  completedOrders: z.number(),
  projects: z.array(z.object({ _id: z.string(), title: z.string(), projectUrl: z.string() })),
});
export type ApplicantRecord = z.infer<typeof applicantRecordSchema>;

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
  status: z.enum(APPLICATION_STATUSES),
  /** The newest offer made from this application, if any. */
  offer: z.object({ _id: z.string(), status: z.string(), price: z.number() }).nullable(),
  createdAt: z.string(),
  /** Only on the single application: the applicant's record. */
  applicantRecord: applicantRecordSchema.optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The apply form in the browser: the API's cover letter rule plus the one attachment it requires. */
export const applyFormSchema = createApplicationSchema.pick({ coverLetter: true }).extend({
  attachment: z.custom<{ length: number; item(i: number): unknown }>(
    (files) => typeof files === 'object' && files !== null && (files as { length: number }).length > 0,
    'Choose a jpg, png or pdf file',
  ),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
