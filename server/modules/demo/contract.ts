import { and, asc, eq } from 'drizzle-orm';
import { createOfferSchema } from '@shared/schemas/offers';
import { applications, orderMilestones, orders } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { milestoneStep, startMilestoneFunding, syncMilestonePayment } from '../milestones';
import { actOnOffer, createOffer, startOfferPayment } from '../offers';
import { syncOrderWithIntent } from '../orders';
import { confirmLocalIntent, type ProviderIntent } from '../payments';
import type { DemoPost } from './marketplace';
import type { DemoPeople } from './people';

/** The running contract's three milestones: the first approved and released, the second funded and submitted, the third not funded yet. */
const DEMO_MILESTONES = [
  { title: 'Online shop: design', amountCents: 60_000, dueInDays: 7 },
  { title: 'Build', amountCents: 150_000, dueInDays: 14 },
  { title: 'Launch', amountCents: 40_000, dueInDays: 5 },
] as const;

export const DEMO_CONTRACT_TITLE = 'Online shop for our tea brand';

/**
 * Pays a payment the way the pay page does: the built-in test-mode provider with Stripe's success
 * card, its confirmation applied by `sync` in the provider's transaction.
 */
async function payWithCard(
  ctx: AppContext,
  buyer: AuthUser,
  clientSecret: string,
  sync: (tx: AppContext['db'], intent: ProviderIntent) => Promise<unknown>,
) {
  const card = { clientSecret, email: buyer.email, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
  await confirmLocalIntent(ctx.db, card, async (tx, intent) => {
    await sync(tx, intent);
  });
}

/**
 * One running milestone contract (issue 34) between the featured client and the featured web
 * developer, hired from one of the client's posts the developer applied to, through the services
 * the API uses, so every charge and release is in the ledger as a real one would be: the offer
 * with three milestones, accepted and paid (which funds the first), the first submitted and
 * approved (its money released), the second funded and submitted, the third not funded yet.
 * Answers the order's id.
 */
export async function createContract(ctx: AppContext, people: DemoPeople, posts: DemoPost[]): Promise<string> {
  const local: AppContext = { ...ctx, config: { ...ctx.config, stripe: undefined } };
  const client = people.featured[0]!;
  const freelancer = people.featured[2]!;
  const mine = posts.filter((p) => p.client.id === client.id && p.applicants.includes(freelancer));
  const post = mine.find((p) => p.category === 'Web Development') ?? mine[0];
  if (!post) throw new Error('The demo has no post of the featured client the featured freelancer applied to');
  const [application] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.postId, post.id), eq(applications.userId, freelancer.id)));
  const terms = createOfferSchema.parse({
    applicationId: application!.id,
    title: DEMO_CONTRACT_TITLE,
    description:
      'A small online shop for our loose-leaf teas, paid in three milestones: the design of the home, product and checkout pages; the build on our hosting with payments; and the launch with a week of fixes.',
    milestones: DEMO_MILESTONES,
  });
  const { offer } = await createOffer(local, client, terms);
  await actOnOffer(local, freelancer, offer._id, 'accept');
  const { clientSecret } = await startOfferPayment(local, client, offer._id);
  await payWithCard(local, client, clientSecret, (tx, intent) => syncOrderWithIntent(local, tx, intent));
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.offerId, offer._id));
  const [design, build] = await ctx.db
    .select({ id: orderMilestones.id })
    .from(orderMilestones)
    .where(eq(orderMilestones.orderId, order!.id))
    .orderBy(asc(orderMilestones.position));
  await milestoneStep(local, freelancer, order!.id, design!.id, 'submit', {
    message:
      'The designs for the home, product and checkout pages, on desktop and phone. The shared link has them all.',
  });
  await milestoneStep(local, client, order!.id, design!.id, 'approve');
  const funding = await startMilestoneFunding(local, client, order!.id, build!.id);
  await payWithCard(local, client, funding.clientSecret, (tx, intent) => syncMilestonePayment(local, tx, intent));
  await milestoneStep(local, freelancer, order!.id, build!.id, 'submit', {
    message: 'The shop is built on the staging site with test payments switched on. Please try an order end to end.',
  });
  return order!.id;
}
