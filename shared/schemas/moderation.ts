import { z } from 'zod';
import { pageQuery } from './common';

// Reports, hidden content and suspensions (issue 23): the user's report, the admin's queue and
// decisions. Every admin decision carries a reason, mailed to the owner as a statement of reasons.

export const REPORT_TARGET_TYPES = ['gig', 'post', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  gig: 'gig',
  post: 'job post',
  user: 'profile',
  message: 'message',
  review: 'review',
};

/** The database's check constraint (migration 0024), in the order the dialog lists them (`reports.reason.<reason>`). */
export const REPORT_REASONS = ['spam', 'fraud', 'off_platform', 'offensive', 'intellectual_property', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 2000;
export const MODERATION_REASON_MAX = 1000;
export const ALREADY_REPORTED = 'You already reported this';
export const OWN_CONTENT_REPORT = 'You cannot report your own content';
export const SUSPENDED_LOGIN = 'This account is suspended';
/** What the other person of a conversation reads in place of a hidden message. */
export const HIDDEN_MESSAGE_TEXT = 'This message was hidden by Workify';

/** POST /reports. */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, `must be one of ${REPORT_TARGET_TYPES.join(', ')}`),
  targetId: z.uuid('must be a valid id'),
  reason: z.enum(REPORT_REASONS, 'Choose a reason'),
  details: z
    .string('Details must be text')
    .trim()
    .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
    .default(''),
});
export type CreateReportInput = z.input<typeof createReportSchema>;
/** The Report dialog's own fields. */
export const reportFormSchema = createReportSchema.pick({ reason: true, details: true });
export type ReportFormInput = z.input<typeof reportFormSchema>;
export type CreateReport = z.output<typeof createReportSchema>;

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The reporter's receipt. */
export const reportSchema = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** An admin's reason for a decision: it is mailed to the owner, so it must say something. */
export const moderationReason = z
  .string('Give a reason')
  .trim()
  .min(3, 'Give a reason (a few words the owner will read)')
  .max(MODERATION_REASON_MAX, `The reason must be at most ${MODERATION_REASON_MAX} characters`);
export const reasonSchema = z.object({ reason: moderationReason });
export type ReasonInput = z.infer<typeof reasonSchema>;
/** Restoring content or lifting a suspension undoes a decision: a reason is welcome, not required. */
// Fastify hands a request without a body over as null.
export const optionalReasonSchema = z.object({ reason: moderationReason.optional() }).nullish();

/** Optional fields on a gig, post, profile, message or review that only its owner (and admins) read. */
export const ownerHiddenFields = {
  /** Hidden by Workify: out of every list and search; only its owner and admins see it. */
  hidden: z.boolean().optional(),
  hiddenReason: z.string().nullable().optional(),
};

/** What an admin sees of a reported or hidden thing. */
export const contentPreviewSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  /** Where the app shows it (null for a message: the thread is the pair's). */
  link: z.string().nullable(),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;

export const contentOwnerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  isAdmin: z.boolean(),
  suspended: z.boolean(),
});

/** One reported thing in the queue: its reports grouped (GET /admin/reports). */
export const reportGroupSchema = z.object({
  /** The report to resolve (POST /admin/reports/{id}/resolve resolves the whole group). */
  reportId: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  count: z.number(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  firstAt: z.string(),
  latestAt: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_ACTIONS).nullable(),
  resolutionReason: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** Null once the content was deleted. */
  preview: contentPreviewSchema.nullable(),
  owner: contentOwnerSchema.nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  /** The latest few reports of the group, with the reporters' words. */
  reports: z.array(
    z.object({
      _id: z.string(),
      reason: z.enum(REPORT_REASONS),
      details: z.string(),
      createdAt: z.string(),
      reporter: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
    }),
  ),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

export const reportQueueQuery = pageQuery.extend({
  status: z.enum(REPORT_STATUSES, `must be one of ${REPORT_STATUSES.join(', ')}`).default('open'),
});

/** POST /admin/reports/{id}/resolve. */
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, 'Choose dismiss, hide or suspend'),
  reason: moderationReason,
});
export const resolveResultSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  action: z.enum(REPORT_ACTIONS),
  /** How many open reports of the target this decision closed. */
  resolved: z.number(),
});
export type ResolveResult = z.infer<typeof resolveResultSchema>;

/** /admin/content/{type}/{id}/hide and /restore. */
export const contentParams = z.object({
  type: z.enum(REPORT_TARGET_TYPES, `must be one of ${REPORT_TARGET_TYPES.join(', ')}`),
  id: z.uuid('must be a valid id'),
});
export const contentStateSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ContentState = z.infer<typeof contentStateSchema>;

/** GET /admin/content/hidden: what admins hid, newest first (not what a suspension hid). */
export const hiddenContentQuery = pageQuery.extend({
  type: z.enum(REPORT_TARGET_TYPES, `must be one of ${REPORT_TARGET_TYPES.join(', ')}`).optional(),
});
export const hiddenItemSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  hiddenAt: z.string(),
  hiddenReason: z.string().nullable(),
  preview: contentPreviewSchema,
  owner: contentOwnerSchema.nullable(),
});
export type HiddenItem = z.infer<typeof hiddenItemSchema>;

/** POST /admin/users/{id}/suspend and /unsuspend answer the account's state. */
export const suspensionSchema = z.object({
  id: z.string(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;
