import type { AnswersInput } from '@shared/schemas/gig-questions';
import type { DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import type { OrderNotice } from './notify';
import { partyStep } from './transitions';

/*
 * The parties' steps on a paid order. Each is one row of the order state machine
 * (shared/machines/orders.ts), applied by applyTransition: who may, from which state, the
 * guard, the new state, the timeline event and the other party's bell. Each answers the
 * notices to mail after the commit.
 */

export const sendRequirements = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  requirements: string,
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'send_requirements', { message: requirements });

/** Files are already stored; the caller removes them when this throws. */
export const deliver = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  message: string,
  files: DeliveryFile[],
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'deliver', { message, files });

export const requestRevision = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  message: string,
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'request_revision', { message });

export const acceptDelivery = (ctx: AppContext, user: AuthUser, orderId: string): Promise<OrderNotice[]> =>
  partyStep(ctx, user, orderId, 'accept');

/**
 * The seller may cancel before completion; the buyer only once the due date has passed
 * without a delivery. The payment is refunded in the same transaction: if the provider
 * refuses, the order stays as it was.
 */
export const cancelOrder = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  reason: string,
  now?: Date,
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'cancel', { message: reason, ...(now ? { now } : {}) });

export const rateBuyer = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  input: { star: number; desc: string },
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'rate_buyer', { star: input.star, message: input.desc });

/** Issue 34: the seller asks for more days (the buyer accepts or declines). */
export const askExtension = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  days: number,
  reason: string,
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'ask_extension', { days, message: reason });

/** Either party asks to cancel; the other accepts (a full refund of what the order holds) or declines. */
export const askCancel = (ctx: AppContext, user: AuthUser, orderId: string, reason: string): Promise<OrderNotice[]> =>
  partyStep(ctx, user, orderId, 'ask_cancel', { message: reason });

const CHANGE_ANSWERS = {
  extension: { accept: 'accept_extension', decline: 'decline_extension' },
  'cancel-request': { accept: 'accept_cancel', decline: 'decline_cancel' },
} as const;

/** The other party's answer to a change request. */
export const answerChange = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  what: keyof typeof CHANGE_ANSWERS,
  answer: 'accept' | 'decline',
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, CHANGE_ANSWERS[what][answer]);

/** Issue 34: the buyer answers the gig's questions (the delivery clock starts, if it waited for them). */
export const sendAnswers = (
  ctx: AppContext,
  user: AuthUser,
  orderId: string,
  answers: AnswersInput['answers'],
  /** The file questions' files, already stored (by question id); the caller removes them when this throws. */
  answerFiles: Record<string, DeliveryFile> = {},
): Promise<OrderNotice[]> => partyStep(ctx, user, orderId, 'send_requirements', { answers, answerFiles });
