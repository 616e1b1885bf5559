import { Faker, en } from '@faker-js/faker';
import { demoAccounts } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { backdate } from './backdate';
import { createContract } from './contract';
import { createConversations } from './conversations';
import { createApplications, createGigs, createPosts } from './marketplace';
import { createOrders, createReviews } from './orders';
import { createDemoAdmin, createPeople } from './people';

/** The same seed gives the same names, texts and choices on every install. */
const SEED = 20_13;

export interface DemoSummary {
  users: number;
  posts: number;
  applications: number;
  gigs: number;
  orders: number;
  reviews: number;
  messages: number;
}

/**
 * Fills an empty database with a small, believable marketplace through the same
 * services the API uses, so every rule and side effect (notifications, gig totals,
 * conversation previews, stored image sizes) is the real one. The demo accounts are
 * written last: they mark the data as complete.
 */
export async function generateDemoData(ctx: AppContext): Promise<{ summary: DemoSummary; adminPassword: string }> {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const people = await createPeople(ctx, faker);
  const [posts, gigs] = await Promise.all([createPosts(ctx, faker, people), createGigs(ctx, faker, people)]);
  const applications = await createApplications(ctx, faker, people, posts);
  const orders = await createOrders(ctx, faker, people, gigs);
  const reviews = await createReviews(ctx, faker, orders);
  const messages = await createConversations(ctx, faker, people, posts, orders);
  // Issue 34: one running milestone contract (no random draws, so the seed's other choices stay).
  await createContract(ctx, people, posts);
  await backdate(ctx.db);
  const adminPassword = await createDemoAdmin(ctx);
  await ctx.db.insert(demoAccounts).values(people.featured.map((u) => ({ userId: u.id })));
  const summary = {
    users: people.clients.length + people.freelancers.length,
    posts: posts.length,
    applications,
    gigs: gigs.length,
    orders: orders.length + 1,
    reviews,
    messages,
  };
  return { summary, adminPassword };
}
