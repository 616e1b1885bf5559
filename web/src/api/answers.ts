import { z } from 'zod';
import { adminOverviewResponse, adminUserPageSchema, auditPageSchema } from '@shared/schemas/admin';
import { applicationSchema, applicationStatusResultSchema } from '@shared/schemas/applications';
import { blockStateResponse } from '@shared/schemas/blocks';
import { countSchema, deletedSchema, envelopeSchema, messageOnlySchema, pageSchema } from '@shared/schemas/common';
import { conversationDetailSchema, conversationListSchema, conversationSchema } from '@shared/schemas/conversations';
import { demoAccountsResponse } from '@shared/schemas/demo';
import { gigListSchema, gigSchema } from '@shared/schemas/gigs';
import { messageListSchema, messageSchema } from '@shared/schemas/messages';
import { contentStateSchema, hiddenItemSchema, reportGroupSchema, reportSchema, resolveResultSchema, suspensionSchema } from '@shared/schemas/moderation';
import { notificationSchema } from '@shared/schemas/notifications';
import { bookmarkStateSchema, postSchema, postStatusResultSchema } from '@shared/schemas/posts';
import { offerSchema } from '@shared/schemas/offers';
import { freelancerResultSchema, projectItemSchema, skillListSchema } from '@shared/schemas/profiles';
import { clientRatingSchema, receivedReviewsSchema, reviewSchema } from '@shared/schemas/reviews';
import { loginResponseSchema, publicUserSchema, userSchema } from '@shared/schemas/users';

/**
 * Every answer the web app reads, by name, as the server's routes declare it (the same shared
 * schemas). client.ts imports this module only where answers are checked (development and
 * tests), so zod stays out of the production bundle; fetchers import its types only.
 */
export const answers = {
  none: messageOnlySchema,
  deleted: envelopeSchema(deletedSchema),
  count: envelopeSchema(countSchema),
  application: envelopeSchema(applicationSchema),
  applicationPage: pageSchema(applicationSchema),
  user: envelopeSchema(userSchema),
  login: loginResponseSchema,
  publicUser: publicUserSchema,
  demoAccounts: demoAccountsResponse,
  conversationList: conversationListSchema,
  conversation: conversationSchema,
  conversationEnvelope: envelopeSchema(conversationSchema),
  conversationDetail: envelopeSchema(conversationDetailSchema),
  gigList: gigListSchema,
  gig: gigSchema,
  gigCreated: envelopeSchema(gigSchema),
  messageList: messageListSchema,
  messageSent: envelopeSchema(messageSchema),
  notification: envelopeSchema(notificationSchema),
  notificationPage: pageSchema(notificationSchema),
  post: envelopeSchema(postSchema),
  postPage: pageSchema(postSchema),
  bookmark: envelopeSchema(bookmarkStateSchema),
  skills: skillListSchema,
  skillsChanged: envelopeSchema(skillListSchema),
  projects: envelopeSchema(z.array(projectItemSchema)),
  project: envelopeSchema(projectItemSchema),
  freelancerPage: pageSchema(freelancerResultSchema),
  review: envelopeSchema(reviewSchema),
  reviewPage: pageSchema(reviewSchema),
  clientRating: envelopeSchema(clientRatingSchema),
  receivedReviews: envelopeSchema(receivedReviewsSchema),
  applicationStatus: envelopeSchema(applicationStatusResultSchema),
  postStatus: envelopeSchema(postStatusResultSchema),
  offer: envelopeSchema(offerSchema),
  offerPage: pageSchema(offerSchema),
  report: envelopeSchema(reportSchema),
  reportGroupPage: pageSchema(reportGroupSchema),
  reportResolved: envelopeSchema(resolveResultSchema),
  contentState: envelopeSchema(contentStateSchema),
  hiddenContentPage: pageSchema(hiddenItemSchema),
  adminOverview: adminOverviewResponse,
  adminUserPage: adminUserPageSchema,
  auditPage: auditPageSchema,
  suspension: envelopeSchema(suspensionSchema),
  blockState: blockStateResponse,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof answers;
export type AnswerOf<K extends AnswerName> = z.output<(typeof answers)[K]>;

/** Parses a 2xx body with its schema; a drift between server and web app fails loudly here. */
export function checkAnswer(name: AnswerName, call: string, body: unknown): unknown {
  const result = answers[name].safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
  throw new Error(`${call} answered outside its schema "${name}": ${problems}`);
}
