import { z } from 'zod';
import { adminOverviewResponse, adminUserPageSchema, auditPageSchema } from '@shared/schemas/admin';
import { applicationSchema, applicationStatusResultSchema } from '@shared/schemas/applications';
import { blockStateResponse } from '@shared/schemas/blocks';
import { countSchema, deletedSchema, envelopeSchema, messageOnlySchema, pageSchema } from '@shared/schemas/common';
import { conversationDetailSchema, conversationListSchema, conversationSchema } from '@shared/schemas/conversations';
import { demoAccountsResponse } from '@shared/schemas/demo';
import { pushKeySchema, pushPreferencesSchema } from '@shared/schemas/push';
import { adminDisputeResponse, adminDisputesResponse, disputeResponse } from '@shared/schemas/disputes';
import {
  categoryFiguresSchema,
  gigListSchema,
  gigPauseStateSchema,
  gigSchema,
  gigStatsListSchema,
} from '@shared/schemas/gigs';
import { invitationSchema, myInvitationSchema } from '@shared/schemas/invitations';
import { listItemSchema, listSchema } from '@shared/schemas/lists';
import { savedSearchSchema } from '@shared/schemas/saved-searches';
import { messageListSchema, messageSchema } from '@shared/schemas/messages';
import {
  contentStateSchema,
  hiddenItemSchema,
  reportGroupSchema,
  reportSchema,
  resolveResultSchema,
  suspensionSchema,
} from '@shared/schemas/moderation';
import { notificationSchema } from '@shared/schemas/notifications';
import { bookmarkStateSchema, postSchema, postStatusResultSchema } from '@shared/schemas/posts';
import { offerSchema } from '@shared/schemas/offers';
import { freelancerResultSchema, projectItemSchema, skillListSchema } from '@shared/schemas/profiles';
import { siteInfoResponse } from '@shared/schemas/site';
import { adminRateResponse, adminRatesResponse, publicRatesResponse, rateRemovedResponse } from '@shared/schemas/rates';
import { dataExportSchema } from '@shared/schemas/data-export';
import { linkedSignInsSchema, pendingSignInSchema, signInProvidersSchema } from '@shared/schemas/sign-ins';
import {
  clientRatingSchema,
  receivedReviewsSchema,
  reviewEligibilitySchema,
  reviewSchema,
} from '@shared/schemas/reviews';
import {
  mailPreferencesSchema,
  orderDetailSchema,
  orderListSchema,
  paymentIntentStartSchema,
  recentPurchaseSchema,
  sellerFactsSchema,
} from '@shared/schemas/orders';
import { localConfirmResultSchema, paymentIntentViewSchema } from '@shared/schemas/payments';
import {
  balanceResponse,
  payoutAccountResponse,
  payoutResponse,
  payoutsResponse,
  paymentsResponse,
  receiptResponse,
  sellerPayoutStatusResponse,
  transactionsResponse,
} from '@shared/schemas/payouts';
import { passkeyOptionsSchema, passkeySchema, passkeysSchema } from '@shared/schemas/passkeys';
import {
  activeSessionsSchema,
  endedSessionsSchema,
  loginResponseSchema,
  loginStepSchema,
  publicUserSchema,
  recoveryCodesSchema,
  sessionSchema,
  twoFactorSetupSchema,
  userSchema,
} from '@shared/schemas/users';

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
  session: envelopeSchema(sessionSchema),
  login: loginResponseSchema,
  loginStep: loginStepSchema,
  twoFactorSetup: envelopeSchema(twoFactorSetupSchema),
  recoveryCodes: envelopeSchema(recoveryCodesSchema),
  activeSessions: envelopeSchema(activeSessionsSchema),
  endedSessions: envelopeSchema(endedSessionsSchema),
  signInProviders: envelopeSchema(signInProvidersSchema),
  pendingSignIn: envelopeSchema(pendingSignInSchema),
  linkedSignIns: envelopeSchema(linkedSignInsSchema),
  dataExport: dataExportSchema,
  passkeyOptions: envelopeSchema(passkeyOptionsSchema),
  passkeys: envelopeSchema(passkeysSchema),
  passkey: envelopeSchema(passkeySchema),
  publicUser: publicUserSchema,
  demoAccounts: demoAccountsResponse,
  site: siteInfoResponse,
  rates: publicRatesResponse,
  adminRates: adminRatesResponse,
  adminRate: adminRateResponse,
  rateRemoved: rateRemovedResponse,
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
  invitation: envelopeSchema(invitationSchema),
  invitationPage: pageSchema(invitationSchema),
  myInvitation: envelopeSchema(myInvitationSchema),
  savedSearch: envelopeSchema(savedSearchSchema),
  savedSearchPage: pageSchema(savedSearchSchema),
  list: envelopeSchema(listSchema),
  listPage: pageSchema(listSchema),
  listItem: envelopeSchema(listItemSchema),
  listItemPage: pageSchema(listItemSchema),
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
  dispute: disputeResponse,
  adminDispute: adminDisputeResponse,
  adminDisputePage: adminDisputesResponse,
  adminOverview: adminOverviewResponse,
  adminUserPage: adminUserPageSchema,
  auditPage: auditPageSchema,
  suspension: envelopeSchema(suspensionSchema),
  blockState: blockStateResponse,
  report: envelopeSchema(reportSchema),
  reportGroupPage: pageSchema(reportGroupSchema),
  reportResolved: envelopeSchema(resolveResultSchema),
  contentState: envelopeSchema(contentStateSchema),
  hiddenContentPage: pageSchema(hiddenItemSchema),
  // Money: payouts, payments and what a purchase needs before it starts.
  balance: balanceResponse,
  transactionPage: transactionsResponse,
  payoutPage: payoutsResponse,
  paymentPage: paymentsResponse,
  payout: payoutResponse,
  payoutAccount: payoutAccountResponse,
  receipt: receiptResponse,
  sellerPayoutStatus: sellerPayoutStatusResponse,
  paymentIntentStart: paymentIntentStartSchema,
  paymentIntentView: envelopeSchema(paymentIntentViewSchema),
  localConfirm: envelopeSchema(localConfirmResultSchema),
  recentPurchase: recentPurchaseSchema,
  orderList: orderListSchema,
  orderDetail: orderDetailSchema,
  mailPreferences: mailPreferencesSchema,
  gigPauseState: envelopeSchema(gigPauseStateSchema),
  gigStats: envelopeSchema(gigStatsListSchema),
  nothing: envelopeSchema(z.null()),
  sellerFacts: sellerFactsSchema,
  categoryFigures: envelopeSchema(categoryFiguresSchema),
  reviewEligibility: envelopeSchema(reviewEligibilitySchema),
  pushKey: envelopeSchema(pushKeySchema),
  pushPreferences: envelopeSchema(pushPreferencesSchema),
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
