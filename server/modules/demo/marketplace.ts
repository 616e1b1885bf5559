import type { Faker } from '@faker-js/faker';
import { BUDGETS, GIG_CATEGORIES, JOB_CATEGORIES } from '@shared/constants';
import { toMinorUnits } from '@shared/money';
import type { Gig } from '@shared/schemas/gigs';
import { applications, gigs, notifications, posts } from '../../db/schema';
import { said, write } from '../../platform/mail-text';
import { storedBudget } from '../../platform/prices';
import { newKey } from '../../platform/storage';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { thumbKeyFor, toGig, gigRow } from '../gigs';
import type { GigPackage } from '@shared/schemas/gig-packages';
import { GIG_IDEAS } from './gigs-content';
import { attachmentImage, galleryImage, gigCoverImages } from './images';
import { BUSINESSES, JOB_TITLES, jobDescription } from './jobs-content';
import { DAY, HOUR, inBatches, type DemoPeople } from './people';
import { coverLetter } from './talk-content';
import { GIG_TRADES, JOB_TRADES, tradesPeople } from './trades';

const POSTS = 200;

export interface DemoPost {
  id: string;
  title: string;
  category: (typeof JOB_CATEGORIES)[number];
  client: AuthUser;
  createdAt: Date;
  applicants: AuthUser[];
}

/**
 * About 200 posts over the job categories and every budget, spread over six weeks; the
 * first client has the most. One insert: the posts service adds nothing but the row.
 */
export async function createPosts(ctx: AppContext, faker: Faker, people: DemoPeople): Promise<DemoPost[]> {
  const now = Date.now();
  const plans = Array.from({ length: POSTS }, (_, i) => {
    const category = JOB_CATEGORIES[i % JOB_CATEGORIES.length]!;
    const job = JOB_TITLES[category];
    const client = i % 6 === 0 ? people.clients[0]! : faker.helpers.arrayElement(people.clients);
    const biz = faker.helpers.arrayElement(BUSINESSES);
    const company = faker.company.name();
    return {
      clientId: client.id,
      title: faker.helpers.arrayElement(job.titles).replaceAll('{biz}', biz),
      description: jobDescription(faker.helpers.arrayElement, category, company, biz),
      ...storedBudget(BUDGETS[(i * 5 + (i >> 3)) % BUDGETS.length]!),
      category,
      tags: faker.helpers.arrayElements(job.tags, { min: 2, max: 4 }),
      createdAt: new Date(now - (42 * DAY * (POSTS - i)) / POSTS - faker.number.int({ min: 0, max: 3 * HOUR })),
    };
  });
  const rows = await ctx.db.insert(posts).values(plans).returning({
    id: posts.id,
    title: posts.title,
    category: posts.category,
    clientId: posts.clientId,
    createdAt: posts.createdAt,
  });
  const byId = new Map(people.clients.map((c) => [c.id, c]));
  return rows.map((r) => ({
    ...r,
    category: r.category as DemoPost['category'],
    client: byId.get(r.clientId!)!,
    applicants: [],
  }));
}

/**
 * Zero to four applications per post from freelancers of its trade, each with its own copy of a
 * sample CV, some completed, and the notifications the applications service would have rung,
 * written as it writes them: in each reader's saved language (mails.hiring.*), English when none.
 */
export async function createApplications(
  ctx: AppContext,
  faker: Faker,
  people: DemoPeople,
  demoPosts: DemoPost[],
): Promise<number> {
  const attachment = await attachmentImage();
  const now = Date.now();
  const rows: (typeof applications.$inferInsert)[] = [];
  const bells: (typeof notifications.$inferInsert)[] = [];
  for (const [i, item] of demoPosts.entries()) {
    const trade = tradesPeople(JOB_TRADES[item.category], people.freelancers);
    const applicants = faker.helpers.arrayElements(trade, { min: i % 5 === 0 ? 0 : 1, max: 3 });
    // The featured freelancer has applied to most jobs of their trade.
    const featured = people.featured[2]!;
    if (i % 5 !== 4 && trade.includes(featured) && !applicants.includes(featured)) applicants.push(featured);
    for (const freelancer of applicants) {
      const createdAt = new Date(
        item.createdAt.getTime() + (now - item.createdAt.getTime()) * faker.number.float({ min: 0.02, max: 0.9 }) ** 2,
      );
      const isCompleted = faker.datatype.boolean({ probability: 0.12 });
      const letter = coverLetter(
        faker.helpers.arrayElement,
        freelancer.profession ?? 'freelancer',
        faker.number.int({ min: 2, max: 12 }),
      );
      rows.push({
        postId: item.id,
        userId: freelancer.id,
        coverLetter: letter,
        attachmentKey: newKey('private/attachments', 'png'),
        isCompleted,
        createdAt,
      });
      bells.push({
        userId: item.client.id,
        type: 'application.created',
        text: write(item.client, said('mails.hiring.applied', { name: freelancer.fullName, title: item.title })),
        link: '/applications',
        createdAt,
        read: createdAt.getTime() < now - 2 * DAY,
      });
      if (isCompleted)
        bells.push({
          userId: freelancer.id,
          type: 'application.completed',
          text: write(freelancer, said('mails.hiring.completed', { title: item.title })),
          link: '/myapplication',
          createdAt,
          read: true,
        });
      item.applicants.push(freelancer);
    }
  }
  await inBatches(rows, 8, (row) => ctx.storage.put(row.attachmentKey!, attachment));
  await ctx.db.transaction(async (tx) => {
    await tx.insert(applications).values(rows);
    await tx.insert(notifications).values(bells);
  });
  return rows.length;
}

export interface DemoGig {
  gig: Gig;
  seller: AuthUser;
}

/**
 * Every idea of every gig category becomes a gig sold by a freelancer of its trade, with a
 * generated cover, a gallery picture and the views a gig of its age would have.
 */
/** Standard and Premium beside the gig's Basic fields, and two extras, worked out from them. */
function demoPackages(basic: {
  serviceTitle: string;
  shortDescription: string;
  price: number;
  deliveryTime: number;
  revisionNumber: number;
  features: string[];
}) {
  const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);
  const packages: GigPackage[] = [
    {
      tier: 'basic',
      name: 'Basic',
      description: basic.shortDescription,
      price: basic.price,
      deliveryDays: basic.deliveryTime,
      revisions: basic.revisionNumber,
      features: basic.features,
    },
    {
      tier: 'standard',
      name: 'Standard',
      description: `${basic.serviceTitle}, with more care and more rounds.`,
      price: round5(basic.price * 2),
      deliveryDays: basic.deliveryTime + 2,
      revisions: basic.revisionNumber + 2,
      features: basic.features,
    },
    {
      tier: 'premium',
      name: 'Premium',
      description: `${basic.serviceTitle}, everything included, first in line.`,
      price: round5(basic.price * 4),
      deliveryDays: basic.deliveryTime + 4,
      revisions: basic.revisionNumber + 5,
      features: basic.features,
    },
  ];
  const extras = [
    {
      title: 'Extra-fast delivery',
      priceCents: toMinorUnits(round5(basic.price * 0.4)),
      extraDays: basic.deliveryTime > 1 ? -1 : 0,
    },
    { title: 'Source files', priceCents: toMinorUnits(round5(basic.price * 0.25)), extraDays: 0 },
  ];
  const questions = [
    { prompt: 'What is the project, and who is it for?', kind: 'text' as const, options: [], required: true },
    {
      prompt: 'Which style fits best?',
      kind: 'choice' as const,
      options: ['Clean and minimal', 'Bold and colourful', 'Classic'],
      required: true,
    },
    { prompt: 'Anything else I should know?', kind: 'text' as const, options: [], required: false },
    {
      prompt: 'Upload your current logo or a sketch, if you have one',
      kind: 'file' as const,
      options: [],
      required: false,
    },
  ];
  return { packages, extras, questions };
}

export async function createGigs(ctx: AppContext, faker: Faker, people: DemoPeople): Promise<DemoGig[]> {
  const ideas = GIG_CATEGORIES.flatMap(({ value, name }) =>
    GIG_IDEAS[value].ideas.map((idea, rank) => ({ category: value, name, idea, rank, content: GIG_IDEAS[value] })),
  );
  // Every random choice is made here, in order, so the seed decides them whatever the image timing.
  const plans = ideas.map(({ category, name, idea, rank, content }) => {
    // The featured web developer and graphic designer sell several gigs of their trade.
    const featuredSeller =
      (category === 'web' && rank < 3) || (category === 'programming' && rank < 2)
        ? people.featured[2]
        : category === 'design' && rank < 4
          ? people.featured[3]
          : undefined;
    const seller = featuredSeller ?? faker.helpers.arrayElement(tradesPeople(GIG_TRADES[category], people.freelancers));
    const views = faker.number.int({ min: 60, max: 1400 });
    const [min, max] = content.price;
    const input = {
      title: idea.title,
      category,
      description: `${content.pitch}\n\nWhat you get: ${idea.serviceTitle.toLowerCase()}, delivered as agreed, with clear communication from the first message to the final files. Message me before ordering if you are not sure which package fits.`,
      serviceTitle: idea.serviceTitle,
      shortDescription: content.pitch.split('. ')[0]!.replace(/\.?$/, '.'),
      deliveryTime: faker.helpers.arrayElement([1, 2, 3, 5, 7, 14]),
      revisionNumber: faker.helpers.arrayElement([1, 2, 3, 5]),
      price: Math.round(faker.number.int({ min, max }) / 5) * 5,
      features: faker.helpers.arrayElements(content.features, { min: 3, max: 4 }),
    };
    // Issue 34: each category's first gig has three packages, two extras and four requirement questions (one a file) (derived, no more draws, so the seed's other choices stay).
    return { seller, input: rank === 0 ? { ...input, ...demoPackages(input) } : input, name, views };
  });
  // The gigs service would re-encode each upload; the images are made here as it stores them
  // (WebP detail, card thumbnail, gallery), one gallery picture per category.
  const galleries = new Map(
    await Promise.all(
      GIG_CATEGORIES.map(
        async ({ value, name }, k) => [value, await galleryImage(`${name} sample work`, k + 3)] as const,
      ),
    ),
  );
  const stored = await inBatches(plans, 2, async ({ input, name }, i) => {
    const { detail, thumb } = await gigCoverImages(input.title, name, i);
    const coverKey = newKey('public/gig-covers', 'webp');
    const imageKeys = [newKey('public/gig-images', 'webp')];
    await Promise.all([
      ctx.storage.put(coverKey, detail),
      ctx.storage.put(thumbKeyFor(coverKey), thumb),
      ctx.storage.put(imageKeys[0]!, galleries.get(input.category)!),
    ]);
    return { coverKey, imageKeys };
  });
  // One insert of the rows createGig() writes.
  const rows = await ctx.db
    .insert(gigs)
    .values(plans.map(({ seller, input, views }, i) => ({ ...gigRow(seller.id, input, stored[i]!), views })))
    .returning();
  const sellerOf = new Map(plans.map((p) => [p.input.title, p.seller]));
  return rows.map((row) => ({ gig: toGig(row, sellerOf.get(row.title)!), seller: sellerOf.get(row.title)! }));
}
