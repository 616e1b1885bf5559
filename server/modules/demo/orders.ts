import type { Faker } from '@faker-js/faker';
import type { DeliveryFile } from '../../db/schema';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { newKey } from '../../platform/storage';
import {
  syncOrderWithIntent,
  startPayment,
  acceptDelivery,
  cancelOrder,
  deliver,
  rateBuyer,
  requestRevision,
  sendAnswers,
  sendRequirements,
} from '../orders';
import { confirmLocalIntent } from '../payments';
import { addReview } from '../reviews';
import { BUYER_RATINGS, DELIVERY_NOTES, REQUIREMENTS, REVIEW_TEXTS, REVISION_REQUESTS } from './gigs-content';
import { attachmentImage } from './images';
import type { DemoGig } from './marketplace';
import type { DemoPeople } from './people';

/** Where an order stops in the demo; the orders service takes it there step by step. */
export type DemoFate = 'in_progress' | 'delivered' | 'revision' | 'completed' | 'cancelled';

export interface DemoOrder {
  id: string;
  buyer: AuthUser;
  gig: DemoGig;
  fate: DemoFate;
}

const RANDOM_ORDERS = 52;

/**
 * The mix a live shop shows: most orders completed, a few still being worked on,
 * delivered and waiting for the buyer, in revision, and one cancelled with a refund.
 * Spread over the list so the featured seller's sales get a bit of everything.
 */
function fateOf(i: number): DemoFate {
  if (i === 5) return 'cancelled';
  if (i % 9 === 1) return 'in_progress';
  if (i % 9 === 4) return 'delivered';
  if (i === 7 || i === 25) return 'revision';
  return 'completed';
}

/**
 * Paid orders, paid through the built-in test-mode provider with Stripe's success card
 * exactly as the pay page does (never Stripe itself, whatever the configuration says),
 * then run through the order process: requirements, a delivered file, revisions,
 * acceptance, the seller's rating of the buyer, and one cancellation with its refund.
 */
export async function createOrders(
  ctx: AppContext,
  faker: Faker,
  people: DemoPeople,
  gigs: DemoGig[],
): Promise<DemoOrder[]> {
  const local: AppContext = { ...ctx, config: { ...ctx.config, stripe: undefined } };
  const featuredSales = gigs.filter((g) => g.seller.id === people.featured[2]!.id);
  const pairs = [
    ...featuredSales.map((gig, i) => ({ buyer: people.clients[i % 2]!, gig })),
    ...Array.from({ length: RANDOM_ORDERS }, () => ({
      buyer: faker.helpers.arrayElement(people.clients),
      gig: faker.helpers.arrayElement(gigs),
    })),
  ];
  const sample = await attachmentImage();
  const created: DemoOrder[] = [];
  for (const [i, { buyer, gig }] of pairs.entries()) {
    const fate = fateOf(i);
    const { clientSecret } = await startPayment(local, buyer, gig.gig._id);
    const card = { clientSecret, email: buyer.email, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    let orderId = '';
    await confirmLocalIntent(local.db, card, async (tx, intent) => {
      const [notice] = await syncOrderWithIntent(local, tx, intent);
      orderId = notice && 'orderId' in notice ? notice.orderId : '';
    });
    const seller = gig.seller;
    const topic = gig.gig.title.replace(/^I will /i, '');
    if (fate === 'cancelled') {
      await cancelOrder(
        local,
        seller,
        orderId,
        'I am fully booked this week and cannot start in time. Sorry, you have been refunded in full.',
      );
    } else {
      const brief = faker.helpers.arrayElement(REQUIREMENTS).replaceAll('{topic}', topic);
      // A gig with requirement questions (issue 34) is answered instead: the brief, then the first
      // choice offered, and a file question with the sample picture (stored as the form's upload is).
      const questions = gig.gig.questions.filter((q) => q.required && q.kind !== 'file');
      if (gig.gig.questions.length) {
        const files: Record<string, DeliveryFile> = {};
        for (const q of gig.gig.questions.filter((x) => x.kind === 'file')) {
          files[q.id] = {
            key: newKey('private/answers', 'png'),
            name: 'current-logo.png',
            type: 'image/png',
            size: sample.length,
          };
          await ctx.storage.put(files[q.id]!.key, sample);
        }
        await sendAnswers(
          local,
          buyer,
          orderId,
          questions.map((q) => ({ questionId: q.id, answer: q.kind === 'choice' ? q.options[0]! : brief })),
          files,
        );
      } else await sendRequirements(local, buyer, orderId, brief);
      if (fate !== 'in_progress') {
        const deliveries = fate === 'revision' || (fate === 'completed' && i % 4 === 0) ? 2 : 1;
        for (let k = 0; k < deliveries; k++) {
          if (k > 0) await requestRevision(local, buyer, orderId, faker.helpers.arrayElement(REVISION_REQUESTS));
          if (fate === 'revision' && k === deliveries - 1) break;
          const file: DeliveryFile = {
            key: newKey('private/deliveries', 'png'),
            name: `${topic.toLowerCase().replace(/\W+/g, '-').slice(0, 60)}-v${k + 1}.png`,
            type: 'image/png',
            size: sample.length,
          };
          await ctx.storage.put(file.key, sample);
          await deliver(local, seller, orderId, faker.helpers.arrayElement(DELIVERY_NOTES), [file]);
        }
        if (fate === 'revision' && deliveries === 1)
          await requestRevision(local, buyer, orderId, faker.helpers.arrayElement(REVISION_REQUESTS));
        if (fate === 'completed') {
          await acceptDelivery(local, buyer, orderId);
          if (i % 3 !== 2) await rateBuyer(local, seller, orderId, faker.helpers.arrayElement(BUYER_RATINGS));
        }
      }
    }
    created.push({ id: orderId, buyer, gig, fate });
  }
  return created;
}

/** One review for each completed order, by its buyer; the reviews service checks the order. */
export async function createReviews(ctx: AppContext, faker: Faker, orders: DemoOrder[]): Promise<number> {
  let count = 0;
  for (const { buyer, gig, fate } of orders) {
    if (fate !== 'completed') continue;
    const text = faker.helpers.arrayElement(REVIEW_TEXTS);
    await addReview(ctx, buyer, { gigId: gig.gig._id, desc: text.desc, star: text.star });
    count++;
  }
  return count;
}
