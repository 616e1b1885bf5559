import { and, asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, GIG_CATEGORIES, JOB_CATEGORIES, PROFESSIONS } from '@shared/constants';
import { DEMO_PASSWORD, demoAccountsResponse } from '@shared/schemas/demo';
import type { OrderDetail } from '@shared/schemas/orders';
import { loadConfig } from '../../server/config';
import {
  applications,
  conversations,
  demoAccounts,
  gigs,
  messages,
  orderDeliveries,
  orderEvents,
  orderMilestones,
  orders,
  posts,
  reviews,
  users,
} from '../../server/db/schema';
import { demoBanner, loadDemoOnStart, seedDemoIfEmpty } from '../../server/modules/demo/service';
import type { AppContext } from '../../server/platform/context';
import { createTestApp, logIn, signUp, type TestApp } from '../support/test-app';
import { GIG_TRADES, JOB_TRADES, tradesPeople } from '../../server/modules/demo/trades';
import type { AuthUser } from '../../server/platform/auth';
import { checkLedger, describeProblem } from '../../server/modules/payouts/check';
import { DEMO_CONTRACT_TITLE } from '../../server/modules/demo/contract';
import { budgetRange } from '../../server/platform/prices';

const rows = async (ctx: AppContext, table: typeof users | typeof posts) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

/** Counts of every entity the generator writes. */
async function counts(ctx: AppContext) {
  const n = async (
    table:
      | typeof users
      | typeof posts
      | typeof applications
      | typeof gigs
      | typeof orders
      | typeof reviews
      | typeof conversations
      | typeof messages,
  ) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    posts: await n(posts),
    applications: await n(applications),
    gigs: await n(gigs),
    orders: await n(orders),
    reviews: await n(reviews),
    conversations: await n(conversations),
    messages: await n(messages),
  };
}

describe('demo generator on an empty database', () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedDemoIfEmpty(t.ctx);
  }, 240_000);
  afterAll(() => t.close());

  it('fills every part of the marketplace', async () => {
    expect(seeded.seeded).toBe(true);
    const c = await counts(t.ctx);
    expect(c.users).toBeGreaterThanOrEqual(40);
    expect(c.posts).toBe(200);
    expect(c.applications).toBeGreaterThanOrEqual(200);
    expect(c.gigs).toBeGreaterThanOrEqual(55);
    expect(c.reviews).toBeGreaterThanOrEqual(35);
    expect(c.conversations).toBeGreaterThanOrEqual(20);
    expect(c.messages).toBeGreaterThanOrEqual(80);
    if (seeded.seeded)
      expect(seeded.summary).toMatchObject({
        posts: c.posts,
        gigs: c.gigs,
        applications: c.applications,
        reviews: c.reviews,
        messages: c.messages,
      });
  });

  it('runs its orders through the order process: every state, reviews only on completed orders', async () => {
    const statuses = await t.ctx.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
    const by = Object.fromEntries(statuses.map((r) => [r.status, r.n]));
    expect(Object.keys(by).sort()).toEqual(['cancelled', 'completed', 'delivered', 'in_progress', 'revision']);
    expect(by.completed).toBeGreaterThan(by.in_progress! + by.delivered! + by.revision! + by.cancelled!);
    expect(by.revision).toBeGreaterThanOrEqual(2);
    expect(by.cancelled).toBe(1);
    // Every review belongs to a completed order of that gig by that client, one per order.
    const all = await t.ctx.db
      .select({
        reviewGig: reviews.gigId,
        reviewer: reviews.userId,
        orderId: reviews.orderId,
        status: orders.status,
        gigId: orders.gigId,
        buyerId: orders.buyerId,
      })
      .from(reviews)
      .leftJoin(orders, eq(orders.id, reviews.orderId));
    expect(all.length).toBe(by.completed);
    expect(all.filter((r) => r.status !== 'completed' || r.gigId !== r.reviewGig || r.buyerId !== r.reviewer)).toEqual(
      [],
    );
    expect(new Set(all.map((r) => r.orderId)).size).toBe(all.length);
    // Open orders have their requirements; delivered ones a stored file; the cancelled one its refund.
    const open = await t.ctx.db
      .select({ requirements: orders.requirements })
      .from(orders)
      .where(and(eq(orders.status, 'in_progress'), eq(orders.source, 'gig')));
    expect(open.every((o) => o.requirements)).toBe(true);
    const files = await t.ctx.db
      .select({ files: orderDeliveries.files, status: orders.status })
      .from(orderDeliveries)
      .innerJoin(orders, eq(orders.id, orderDeliveries.orderId));
    expect(files.filter((d) => d.status === 'in_progress' || d.status === 'cancelled')).toEqual([]);
    for (const file of files.slice(0, 3).flatMap((d) => d.files))
      expect((await t.ctx.storage.get(file.key))?.size).toBe(file.size);
    const [cancelled] = await t.ctx.db
      .select({ refundId: orders.refundId })
      .from(orders)
      .where(eq(orders.status, 'cancelled'));
    expect(cancelled!.refundId).toBeTruthy();
    const [rated] = await t.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.buyerStar} IS NOT NULL`);
    expect(rated!.n).toBeGreaterThan(10);
    expect(rated!.n).toBeLessThan(by.completed!);
    // Backdating keeps each order's story in order and leaves no delivered order due for the sweep.
    const [late] = await t.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(
        sql`${orders.paidAt} < ${orders.createdAt} OR ${orders.completedAt} < ${orders.deliveredAt} OR ${orders.createdAt} > now()`,
      );
    expect(late!.n).toBe(0);
    const [due] = await t.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(sql`${orders.status} = 'delivered' AND ${orders.deliveredAt} < now() - interval '2 days'`);
    expect(due!.n).toBe(0);
  });

  it('has gigs with three packages, extras and questions, one of them a file, answered on their orders', async () => {
    const packaged = await t.ctx.db
      .select({ id: gigs.id, packages: gigs.packages, extras: gigs.extras, questions: gigs.questions })
      .from(gigs)
      .where(sql`jsonb_array_length(${gigs.packages}) = 3`);
    expect(packaged.length).toBe(GIG_CATEGORIES.length);
    for (const gig of packaged) {
      expect(gig.extras.length).toBe(2);
      expect(gig.questions.map((q) => q.kind)).toEqual(['text', 'choice', 'text', 'file']);
    }
    const answered = await t.ctx.db
      .select({ questions: orders.questions })
      .from(orders)
      .where(sql`${orders.requirements} IS NOT NULL AND jsonb_array_length(${orders.questions}) > 0`);
    expect(answered.length).toBeGreaterThan(0);
    for (const { questions } of answered) {
      const file = questions.find((q) => q.kind === 'file')!.file!;
      expect((await t.ctx.storage.get(file.key))?.size).toBe(file.size);
    }
  });

  it('runs one milestone contract between a demo client and a demo freelancer, its money in the ledger', async () => {
    const contracts = await t.ctx.db
      .select({ id: orders.id, status: orders.status, buyerId: orders.buyerId, sellerId: orders.sellerId })
      .from(orders)
      .where(eq(orders.source, 'offer'));
    expect(contracts).toHaveLength(1);
    const [contract] = contracts;
    expect(contract!.status).toBe('in_progress');
    const featured = (await t.ctx.db.select({ userId: demoAccounts.userId }).from(demoAccounts)).map((a) => a.userId);
    expect(featured).toContain(contract!.buyerId);
    expect(featured).toContain(contract!.sellerId);
    const [client] = await t.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, contract!.buyerId!));
    const res = await t.app.inject({
      url: `/api/v1/orders/${contract!.id}`,
      headers: { cookie: await logIn(t.app, client!.email, DEMO_PASSWORD) },
    });
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order.gig.title).toBe(DEMO_CONTRACT_TITLE);
    expect(order.milestones.map((m) => [m.title, m.amountCents, m.status])).toEqual([
      ['Online shop: design', 60_000, 'approved'],
      ['Build', 150_000, 'submitted'],
      ['Launch', 40_000, 'pending'],
    ]);
    // The client may approve the submitted Build or ask for changes, and fund Launch.
    expect(order.milestones[1]!.allowedActions).toEqual(expect.arrayContaining(['approve', 'request_changes']));
    expect(order.milestones[2]!.allowedActions).toContain('fund');
    // Its steps happened in order, in the past, and the Build's auto-approval is still ahead.
    const rows = await t.ctx.db
      .select()
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, contract!.id))
      .orderBy(asc(orderMilestones.position));
    const [design, build, launch] = rows;
    const times = [design!.fundedAt, design!.submittedAt, design!.approvedAt, build!.fundedAt, build!.submittedAt];
    for (let i = 1; i < times.length; i++) expect(times[i]!.getTime()).toBeGreaterThan(times[i - 1]!.getTime());
    expect(design!.fundedAt!.getTime()).toBeLessThan(Date.now() - 10 * 86_400_000);
    expect(build!.submittedAt!.getTime()).toBeLessThan(Date.now());
    expect(build!.submittedAt!.getTime()).toBeGreaterThan(Date.now() - 7 * 86_400_000);
    expect(launch!.fundedAt).toBeNull();
    // ledger:check on the demo: every charge, release and escrow of the contract (and every order) adds up.
    expect((await checkLedger(t.ctx.db)).map(describeProblem)).toEqual([]);
  });

  it('gives every step of an order its own time, later than the step before', async () => {
    const events = await t.ctx.db
      .select({ orderId: orderEvents.orderId, kind: orderEvents.kind, at: orderEvents.createdAt })
      .from(orderEvents)
      .orderBy(asc(orderEvents.createdAt));
    const byOrder = new Map<string, { kind: string; at: Date }[]>();
    for (const e of events) byOrder.set(e.orderId, [...(byOrder.get(e.orderId) ?? []), e]);
    expect(byOrder.size).toBe((await t.ctx.db.select({ n: count() }).from(orders))[0]!.n);
    for (const [orderId, steps] of byOrder) {
      const kinds = steps.map((s) => s.kind);
      // Read by time alone, the steps tell the order's story in the order it happened.
      expect(kinds[0], orderId).toBe('paid');
      const last = (kind: string) => kinds.lastIndexOf(kind);
      if (kinds.includes('requirements') && kinds.includes('delivered'))
        expect(kinds.indexOf('requirements')).toBeLessThan(kinds.indexOf('delivered'));
      if (kinds.includes('completed')) expect(last('delivered')).toBeLessThan(kinds.indexOf('completed'));
      if (kinds.includes('buyer_rated')) expect(kinds.indexOf('completed')).toBeLessThan(kinds.indexOf('buyer_rated'));
      if (kinds.includes('refunded')) expect(kinds.indexOf('cancelled')).toBeLessThan(kinds.indexOf('refunded'));
      // Each step strictly after the one before (the generator runs them all within a second), never in the future.
      for (let i = 1; i < steps.length; i++)
        expect(steps[i]!.at.getTime(), `${orderId} ${kinds[i]}`).toBeGreaterThan(steps[i - 1]!.at.getTime());
      expect(steps.at(-1)!.at.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // The order's own dates are its steps' dates, and each delivery is dated as its step.
    const [mismatch] = await t.ctx.db.select({ n: count() }).from(orders)
      .where(sql`${orders.paidAt} <> (SELECT min(created_at) FROM order_events e WHERE e.order_id = ${orders.id} AND e.kind = 'paid')
        OR ${orders.completedAt} <> (SELECT max(created_at) FROM order_events e WHERE e.order_id = ${orders.id} AND e.kind = 'completed')`);
    expect(mismatch!.n).toBe(0);
    const [undated] = await t.ctx.db
      .select({ n: count() })
      .from(orderDeliveries)
      .where(
        sql`NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = ${orderDeliveries.orderId} AND e.kind = 'delivered' AND e.created_at = ${orderDeliveries.createdAt})`,
      );
    expect(undated!.n).toBe(0);
  });

  it("shows a demo seller's order timeline with increasing times", async () => {
    const [sale] = await t.ctx.db
      .select({ id: orders.id, email: users.email })
      .from(orders)
      .innerJoin(demoAccounts, eq(demoAccounts.userId, orders.sellerId))
      .innerJoin(users, eq(users.id, orders.sellerId))
      .where(sql`${orders.status} = 'completed' AND ${orders.buyerStar} IS NOT NULL`)
      .orderBy(asc(orders.createdAt))
      .limit(1);
    const res = await t.app.inject({
      url: `/api/v1/orders/${sale!.id}`,
      headers: { cookie: await logIn(t.app, sale!.email, DEMO_PASSWORD) },
    });
    expect(res.statusCode).toBe(200);
    const timeline = (res.json() as OrderDetail).timeline;
    expect(timeline.map((e) => e.kind).slice(0, 3)).toEqual(['paid', 'requirements', 'delivered']);
    expect(timeline.at(-1)!.kind).toBe('buyer_rated');
    const times = timeline.map((e) => Date.parse(e.createdAt));
    // At least a minute apart: the page shows each step's time to the minute.
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!, timeline[i]!.kind).toBeGreaterThanOrEqual(60_000);
  });

  it('reads as a real marketplace: sellers sell and applicants apply within their trade; profiles have languages and an About; gigs have views; descriptions are whole', async () => {
    const freelancers = (await t.ctx.db.select().from(users).where(eq(users.isClient, false))) as AuthUser[];
    const sold = await t.ctx.db
      .select({ category: gigs.category, profession: users.profession, views: gigs.views })
      .from(gigs)
      .innerJoin(users, eq(users.id, gigs.userId));
    const offTrade = sold.filter(
      (g) =>
        !tradesPeople(GIG_TRADES[g.category as keyof typeof GIG_TRADES], freelancers).some(
          (f) => f.profession === g.profession,
        ),
    );
    expect(offTrade).toEqual([]);
    // A web developer sells web and programming work, never jingles or SEO audits.
    expect(new Set(sold.filter((g) => g.profession === 'Web Developer').map((g) => g.category))).toEqual(
      new Set(['web', 'programming']),
    );
    expect(sold.filter((g) => g.views < 1)).toEqual([]);
    const applied = await t.ctx.db
      .select({ category: posts.category, profession: users.profession })
      .from(applications)
      .innerJoin(posts, eq(posts.id, applications.postId))
      .innerJoin(users, eq(users.id, applications.userId));
    const wrongJob = applied.filter(
      (a) =>
        !tradesPeople(JOB_TRADES[a.category as keyof typeof JOB_TRADES], freelancers).some(
          (f) => f.profession === a.profession,
        ),
    );
    expect(wrongJob).toEqual([]);
    const profiles = await t.ctx.db
      .select({ languages: users.languages, desc: users.desc, isAdmin: users.isAdmin })
      .from(users);
    expect(profiles.filter((u) => !u.isAdmin && (u.languages.length === 0 || !u.desc))).toEqual([]);
    const descriptions = await t.ctx.db.select({ description: posts.description }).from(posts);
    for (const { description } of descriptions) {
      const [preview] = description.split('\n\n');
      expect(preview, description).toMatch(/^[^\n]+[.!?]$/);
      expect(preview!.length, description).toBeGreaterThan(180);
    }
  });

  it('covers every job category, budget, gig category and profession', async () => {
    const postCategories = await t.ctx.db.selectDistinct({ v: posts.category }).from(posts);
    expect(postCategories.map((r) => r.v).sort()).toEqual([...JOB_CATEGORIES].sort());
    const budgets = await t.ctx.db
      .selectDistinct({
        budgetMinMinor: posts.budgetMinMinor,
        budgetMaxMinor: posts.budgetMaxMinor,
        currency: posts.currency,
      })
      .from(posts);
    expect(budgets.map(budgetRange).sort()).toEqual([...BUDGETS].sort());
    const gigCategories = await t.ctx.db.selectDistinct({ v: gigs.category }).from(gigs);
    expect(gigCategories.map((r) => r.v).sort()).toEqual(GIG_CATEGORIES.map((g) => g.value).sort());
    const professions = await t.ctx.db
      .selectDistinct({ v: users.profession })
      .from(users)
      .where(eq(users.isClient, false));
    expect(professions.map((r) => r.v).sort()).toEqual([...PROFESSIONS].sort());
    const [clients] = await t.ctx.db.select({ n: count() }).from(users).where(eq(users.isClient, true));
    expect(clients!.n).toBeGreaterThanOrEqual(10);
  });

  it('spreads creation dates over past weeks, each after what it depends on', async () => {
    const [span] = await t.ctx.db
      .select({ days: sql<number>`extract(epoch from max(${posts.createdAt}) - min(${posts.createdAt})) / 86400` })
      .from(posts);
    expect(Number(span!.days)).toBeGreaterThan(30);
    const [early] = await t.ctx.db
      .select({ n: count() })
      .from(applications)
      .innerJoin(posts, eq(posts.id, applications.postId))
      .where(sql`${applications.createdAt} < ${posts.createdAt}`);
    expect(early!.n).toBe(0);
    const [future] = await t.ctx.db
      .select({ n: count() })
      .from(messages)
      .where(sql`${messages.createdAt} > now()`);
    expect(future!.n).toBe(0);
  });

  it('stores every gig image and avatar and serves them', async () => {
    const all = await t.ctx.db
      .select({ id: gigs.id, imageKeys: gigs.imageKeys, totalStars: gigs.totalStars, starNumber: gigs.starNumber })
      .from(gigs);
    expect(all.every((g) => g.imageKeys.length >= 1)).toBe(true);
    const detail = await t.app.inject({ url: `/api/v1/gigs/single/${all[0]!.id}` });
    expect(detail.statusCode).toBe(200);
    const gig = detail.json();
    for (const url of [gig.cover, ...gig.images] as string[]) {
      const file = await t.app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toContain('image/webp');
    }
    const list = await t.app.inject({ url: '/api/v1/gigs?category=design' });
    expect(list.statusCode).toBe(200);
    const card = list.json()[0];
    expect((await t.app.inject({ url: card.coverThumb })).statusCode).toBe(200);
    const [withAvatar] = await t.ctx.db.select({ n: countDistinct(users.avatarKey) }).from(users);
    expect(withAvatar!.n).toBe(await rows(t.ctx, users));
    const [avatar] = await t.ctx.db.select({ key: users.avatarKey }).from(users).limit(1);
    expect((await t.app.inject({ url: `/api/v1/files/${avatar!.key}` })).statusCode).toBe(200);
    // Star totals come from the reviews service, so they add up.
    const [sum] = await t.ctx.db.select({ stars: sql<number>`sum(${reviews.star})::int`, n: count() }).from(reviews);
    expect(all.reduce((s, g) => s + g.totalStars, 0)).toBe(sum!.stars);
    expect(all.reduce((s, g) => s + g.starNumber, 0)).toBe(sum!.n);
  });

  it('does not run a second time', async () => {
    const before = await counts(t.ctx);
    expect(await seedDemoIfEmpty(t.ctx)).toEqual({ seeded: false, reason: 'not-empty' });
    expect(await counts(t.ctx)).toEqual(before);
  });

  it('includes one administrator with a random password, printed only by the start that loaded it, not offered on the login page', async () => {
    const admins = await t.ctx.db
      .select({ email: users.email, isClient: users.isClient })
      .from(users)
      .where(eq(users.isAdmin, true));
    expect(admins).toEqual([{ email: 'admin@demo.workify.local', isClient: true }]);
    if (!seeded.seeded) throw new Error('not seeded');
    expect(seeded.adminPassword).toMatch(/^[\w-]{20}$/);
    expect(seeded.adminPassword).not.toBe(DEMO_PASSWORD);
    // The public demo password, which the README and the login page show, does not open the console.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'admin@demo.workify.local', password: DEMO_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    const me = await t.app.inject({
      url: '/api/v1/users/get-user',
      headers: { cookie: await logIn(t.app, 'admin@demo.workify.local', seeded.adminPassword) },
    });
    expect(me.statusCode).toBe(200);
    expect(demoBanner([], [{ email: 'admin@demo.workify.local' }], seeded.adminPassword)).toMatch(
      new RegExp(
        `admin@demo\\.workify\\.local +password: ${seeded.adminPassword} +administrator \\(the console at /admin`,
      ),
    );
    // A later start (the demo is there already) lists the administrator without any password.
    const printed: string[] = [];
    await loadDemoOnStart({ ...t.ctx, database: { ...t.ctx.database, kind: 'pglite' } }, (s) => printed.push(s));
    const adminLine = printed
      .join('\n')
      .split('\n')
      .find((l) => l.includes('admin@demo.workify.local'))!;
    expect(adminLine).toMatch(/administrator \(the console at \/admin\): its password was printed once/);
    expect(adminLine).not.toContain('password: ');
    const accounts = (await t.app.inject({ url: '/api/v1/demo/accounts' })).json().data as { email: string }[];
    expect(accounts.map((a) => a.email)).not.toContain('admin@demo.workify.local');
  });

  describe('GET /demo/accounts', () => {
    it('lists the demo accounts of both roles, and each signs in with the demo password', async () => {
      const res = await t.app.inject({ url: '/api/v1/demo/accounts' });
      expect(res.statusCode).toBe(200);
      const body = demoAccountsResponse.parse(res.json());
      expect(body.data.map((a) => a.role)).toEqual(['client', 'client', 'freelancer', 'freelancer']);
      for (const account of body.data) {
        expect(account.password).toBe(DEMO_PASSWORD);
        await logIn(t.app, account.email, account.password);
      }
      // The featured accounts have a full workspace.
      const freelancer = body.data.find((a) => a.profession === 'Web Developer')!;
      const mine = await t.app.inject({
        url: '/api/v1/applications/myapplications?limit=50',
        headers: { cookie: await logIn(t.app, freelancer.email, DEMO_PASSWORD) },
      });
      expect(mine.json().data.length).toBeGreaterThanOrEqual(20);
      const client = body.data[0]!;
      const received = await t.app.inject({
        url: '/api/v1/applications/getapplications',
        headers: { cookie: await logIn(t.app, client.email, DEMO_PASSWORD) },
      });
      expect(received.json().data.length).toBeGreaterThan(0);
    });

    it('stops offering an account once it is deleted', async () => {
      const [first] = await t.ctx.db.select().from(demoAccounts).limit(1);
      await t.ctx.db.delete(users).where(eq(users.id, first!.userId));
      const res = await t.app.inject({ url: '/api/v1/demo/accounts' });
      expect(res.json().data).toHaveLength(3);
    });
  });
});

describe('demo data at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /demo/accounts answers 404 when there is no demo data', async () => {
    const res = await t.app.inject({ url: '/api/v1/demo/accounts' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, success: false, message: 'Demo data not found' });
  });

  it('DEMO_DATA=off leaves a new embedded database empty and prints nothing', async () => {
    const printed: string[] = [];
    const off: AppContext = {
      ...t.ctx,
      config: loadConfig({ DATA_DIR: t.dataDir, DEMO_DATA: 'off' }),
      database: { ...t.ctx.database, kind: 'pglite' },
    };
    await loadDemoOnStart(off, (s) => printed.push(s));
    expect(await rows(t.ctx, users)).toBe(0);
    expect(printed).toEqual([]);
  });

  it('never loads into a PostgreSQL server at start', async () => {
    const printed: string[] = [];
    const server: AppContext = { ...t.ctx, database: { ...t.ctx.database, kind: 'postgres' } };
    await loadDemoOnStart(server, (s) => printed.push(s));
    expect(await rows(t.ctx, users)).toBe(0);
    expect(printed).toEqual([]);
  });

  it('refuses a database that already has an account', async () => {
    await signUp(t.app);
    const printed: string[] = [];
    const embedded: AppContext = { ...t.ctx, database: { ...t.ctx.database, kind: 'pglite' } };
    await loadDemoOnStart(embedded, (s) => printed.push(s));
    expect(await seedDemoIfEmpty(t.ctx)).toEqual({ seeded: false, reason: 'not-empty' });
    expect(await rows(t.ctx, users)).toBe(1);
    expect(await rows(t.ctx, posts)).toBe(0);
    expect(printed).toEqual([]);
  });

  it('describes GET /demo/accounts in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const op = doc.paths['/api/v1/demo/accounts'].get;
    expect(Object.keys(op.responses)).toContain('200');
    expect(JSON.stringify(op.responses['200'])).toContain('freelancer');
  });

  it('DEMO_DATA accepts only on or off', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://workify.example.com' }).demoData).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });
});
