import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, testClockJump } from '@shared/schemas/common';
import {
  balanceResponse,
  paymentsResponse,
  payoutAccountResponse,
  payoutAccountSchema,
  payoutResponse,
  payoutsPageQuery,
  payoutsResponse,
  receiptQuery,
  receiptResponse,
  sellerPayoutStatusResponse,
  transactionsResponse,
  withdrawHeaders,
  withdrawSchema,
} from '@shared/schemas/payouts';
import {
  requireClient,
  requireFreelancer,
  requireRecentAuth,
  requireUser,
  requireVerifiedEmail,
} from '../../platform/auth';
import { ok, page } from '../../platform/envelope';
import { scheduleClearing, sweepClearing } from './clearing';
import { canBeBought, getPayoutAccount, setPayoutAccount } from './payout-account';
import { getBalance, listPayouts, listTransactions } from './queries';
import { listPayments } from './payments-list';
import { getMilestoneReceipt, getReceipt } from './receipts';
import { mailSecurityNotice, security } from '../../platform/security-notice';
import { withdraw } from './withdraw';

const sellerOnly = 'Only freelancers have earnings and payouts';

/** /payouts: a freelancer's balances, ledger, payout account and payouts; a client's payments. */
export default async function payoutsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  scheduleClearing(fastify);

  app.get('/balance', { schema: { response: { 200: balanceResponse } } }, async (request) =>
    ok(await getBalance(ctx, requireFreelancer(request, sellerOnly)), 'Balance'),
  );

  app.get(
    '/transactions',
    { schema: { querystring: payoutsPageQuery, response: { 200: transactionsResponse } } },
    async (request) => {
      const { items, nextCursor } = await listTransactions(ctx, requireFreelancer(request, sellerOnly), request.query);
      return page(items, nextCursor, 'Transactions');
    },
  );

  app.get('/account', { schema: { response: { 200: payoutAccountResponse } } }, async (request) =>
    ok(await getPayoutAccount(ctx, requireFreelancer(request, sellerOnly)), 'Payout account'),
  );

  // Test mode: the body is the account; Stripe mode: no body, the answer carries the onboarding URL.
  app.post(
    '/account',
    {
      schema: {
        body: ctx.config.stripe ? payoutAccountSchema.partial().nullish() : payoutAccountSchema,
        response: { 200: payoutAccountResponse },
      },
    },
    async (request) => {
      const user = requireVerifiedEmail(requireFreelancer(request, sellerOnly));
      await requireRecentAuth(ctx.db, request);
      const account = await setPayoutAccount(ctx, user, request.body ?? {});
      // Where the money goes is what a thief changes first: the owner hears of every change (issue 32).
      if (ctx.config.stripe) mailSecurityNotice(ctx, user, security('payoutStarted'), [security('payoutStripe')]);
      else
        mailSecurityNotice(ctx, user, security('payoutChanged'), [
          security('payoutEnding', { last4: account.accountLast4 ?? '????' }),
        ]);
      return ok(account, ctx.config.stripe ? 'Continue on Stripe' : 'Payout account saved');
    },
  );

  app.post(
    '/withdraw',
    { schema: { body: withdrawSchema.nullish(), headers: withdrawHeaders, response: { 201: payoutResponse } } },
    async (request, reply) => {
      const user = requireVerifiedEmail(requireFreelancer(request, sellerOnly));
      await requireRecentAuth(ctx.db, request);
      const payout = await withdraw(
        ctx,
        user,
        request.body?.amountCents,
        request.log,
        request.headers['idempotency-key'],
      );
      return reply
        .status(201)
        .send(
          ok(
            payout,
            payout.status === 'failed'
              ? 'The payout failed; the money is back in your available balance'
              : 'Payout started',
            201,
          ),
        );
    },
  );

  app.get('/', { schema: { querystring: payoutsPageQuery, response: { 200: payoutsResponse } } }, async (request) => {
    const { items, nextCursor } = await listPayouts(ctx, requireFreelancer(request, sellerOnly), request.query);
    return page(items, nextCursor, 'Payouts');
  });

  // Public: the gig page asks whether its seller can be paid (Stripe mode needs their Connect account).
  app.get(
    '/sellers/:id',
    { schema: { params: idParam, response: { 200: sellerPayoutStatusResponse } } },
    async (request) => ok({ canBeBought: await canBeBought(ctx, request.params.id) }, 'Seller payout status'),
  );

  app.get(
    '/payments',
    { schema: { querystring: payoutsPageQuery, response: { 200: paymentsResponse } } },
    async (request) => {
      const { items, nextCursor } = await listPayments(
        ctx,
        requireClient(request, 'Only clients make payments'),
        request.query,
      );
      return page(items, nextCursor, 'Payments');
    },
  );

  // Test-only: moves the clearing sweep's clock (browser tests). Registered only when
  // ORDER_TEST_HOOKS is on, which the configuration refuses in production.
  if (ctx.config.orders.testHooks) {
    app.post(
      '/test-hooks/clearing',
      { schema: { body: testClockJump, response: { 200: z.object({ cleared: z.array(z.string()) }) } } },
      async (request) => ({ cleared: await sweepClearing(ctx, new Date(request.body.now), request.body.orderIds) }),
    );
  }
}

/**
 * GET /orders/{id}/receipt: registered under /orders beside the orders module's routes. A
 * contract's receipts are one per milestone payment (`?milestone=<id>`, issue 34).
 */
export async function receiptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:id/receipt',
    { schema: { params: idParam, querystring: receiptQuery, response: { 200: receiptResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { milestone } = request.query;
      const receipt = milestone
        ? await getMilestoneReceipt(app.ctx, user, request.params.id, milestone)
        : await getReceipt(app.ctx, user, request.params.id);
      return ok(receipt, 'Receipt');
    },
  );
}
