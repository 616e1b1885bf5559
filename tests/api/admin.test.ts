import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOverviewResponse,
  adminUserPageSchema,
  auditPageSchema,
  type AdminUser,
  type AuditEntry,
} from '@shared/schemas/admin';
import { disputes, reports, users } from '../../server/db/schema';
import { createAdmin, promoteAdmin } from '../../server/modules/admin/accounts';
import { recordAudit } from '../../server/modules/audit/service';
import { signUpAdmin } from '../support/admin';
import { totpCode } from '../support/two-factor';
import { publishGig } from '../support/gigs';
import { orderInState, paidOrder } from '../support/orders';
import { createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';

let t: TestApp;
let admin: TestUser & { totpSecret: string };
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  member = await signUp(t.app);
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => as(t.app, user)({ method: 'GET', url: `/api/v1${url}` });
const overview = async () => adminOverviewResponse.parse((await get(admin, '/admin/overview')).json()).data;

type Operation = { method: string; path: string };
/** Every admin route the OpenAPI document lists (this branch's and, once merged, moderation's and disputes'), path parameters filled in. */
async function adminOperations(): Promise<Operation[]> {
  const paths = (await t.app.inject({ url: '/api/v1/openapi.json' })).json().paths as Record<
    string,
    Record<string, unknown>
  >;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/v1/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path: path.replace('{type}', 'gig').replace(/\{[^}]+\}/g, UNKNOWN_ID),
      })),
    );
}

describe('admin routes: refusals', () => {
  it('lists the console routes in the OpenAPI document', async () => {
    const listed = (await adminOperations()).map((o) => `${o.method} ${o.path}`);
    expect(listed).toEqual(
      expect.arrayContaining(['GET /api/v1/admin/overview', 'GET /api/v1/admin/users', 'GET /api/v1/admin/audit']),
    );
  });

  it('answers 401 signed out and 403 to a signed-in non-admin on every admin route, before reading the input', async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThanOrEqual(3);
    for (const { method, path } of operations) {
      const payload = method === 'GET' ? {} : { payload: {} };
      const anonymous = await t.app.inject({ method: method as 'GET', url: path, ...payload });
      expect(anonymous.statusCode, `${method} ${path} signed out`).toBe(401);
      const refused = await as(t.app, member)({ method: method as 'GET', url: path, ...payload });
      expect(refused.statusCode, `${method} ${path} as a member`).toBe(403);
      expect(refused.json().message).toBe('Only administrators can do this');
    }
  });
});

describe('GET /users/get-user and POST /users/login: isAdmin', () => {
  it('says isAdmin to the signed-in user, true only for an administrator', async () => {
    expect((await get(admin, '/users/get-user')).json().data.isAdmin).toBe(true);
    expect((await get(member, '/users/get-user')).json().data.isAdmin).toBe(false);
    // An administrator has two-step sign-in on (the console needs it): the code's step answers the user.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(password.json().message).toEqual({ twoFactorRequired: true });
    const challenge = `workify_2fa=${password.cookies.find((c) => c.name === 'workify_2fa')!.value}`;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/2fa',
      headers: { cookie: challenge },
      payload: { code: totpCode(admin.totpSecret, 1) },
    });
    expect(login.json().data.isAdmin).toBe(true);
    expect(login.json().message.user.isAdmin).toBe(true);
  });

  it('is never granted by sign-up, whatever the form sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      payload: {
        fullName: 'Sly',
        username: 'sly_admin',
        email: 'sly@example.com',
        password: 'correct horse battery',
        isAdmin: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.isAdmin).toBe(false);
  });
});

describe('GET /admin/overview', () => {
  it('counts open reports, open and escalated disputes, and the last 24 hours', async () => {
    const before = await overview();
    const seller = await signUp(t.app, { role: 'freelancer' });
    const gigId = await publishGig(t.app, seller);
    const post = await createPost(t.app, member);
    const { buyer, orderId } = await paidOrder(t, gigId);
    // Older than a day: not new.
    await t.ctx.db.insert(users).values({
      fullName: 'Old Timer',
      username: 'old_timer',
      email: 'old@example.com',
      passwordHash: 'x',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await t.ctx.db.insert(reports).values([
      { reporterId: member.id, targetType: 'post', targetId: post._id, reason: 'spam' },
      { reporterId: buyer.id, targetType: 'post', targetId: post._id, reason: 'spam', status: 'dismissed' },
    ]);
    const disputed = await orderInState(t, { gigId, buyerId: buyer.id, sellerId: seller.id }, 'disputed');
    await t.ctx.db.insert(disputes).values([
      { orderId, openedBy: buyer.id, openedBySide: 'buyer', reason: 'late', previousStatus: 'in_progress' },
      {
        orderId: disputed,
        openedBy: buyer.id,
        openedBySide: 'buyer',
        reason: 'late',
        previousStatus: 'delivered',
        status: 'escalated',
        escalatedAt: new Date(),
      },
    ]);
    const after = await overview();
    expect(after.openReports - before.openReports).toBe(1);
    expect({
      open: after.disputes.open - before.disputes.open,
      escalated: after.disputes.escalated - before.disputes.escalated,
    }).toEqual({ open: 1, escalated: 1 });
    // Two sign-ups (seller, buyer) and the old account not among them; one post, one gig, one paid order.
    expect({
      users: after.last24h.users - before.last24h.users,
      posts: after.last24h.posts - before.last24h.posts,
      gigs: after.last24h.gigs - before.last24h.gigs,
      orders: after.last24h.orders - before.last24h.orders,
    }).toEqual({ users: 2, posts: 1, gigs: 1, orders: 1 });
  });

  it('gives 30 consecutive UTC days ending today, with the ledger’s paid orders and volume in cents', async () => {
    const before = await overview();
    const seller = await signUp(t.app, { role: 'freelancer' });
    await paidOrder(t, await publishGig(t.app, seller, { price: '45' }));
    const after = await overview();
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    for (let i = 1; i < 30; i++)
      expect(Date.parse(after.daily[i]!.date) - Date.parse(after.daily[i - 1]!.date)).toBe(86_400_000);
    expect(after.daily.at(-1)!.orders - before.daily.at(-1)!.orders).toBe(1);
    expect(after.daily.at(-1)!.volumeCents - before.daily.at(-1)!.volumeCents).toBe(4500);
    expect(after.paymentVolume30dCents - before.paymentVolume30dCents).toBe(4500);
    expect(after.paymentVolume30dCents).toBe(after.daily.reduce((s, d) => s + d.volumeCents, 0));
  });

  it('lists the open orders of suspended accounts, not their finished ones, with the total', async () => {
    const seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Suspended' });
    const gigId = await publishGig(t.app, seller, { price: '30' });
    const { buyer, orderId } = await paidOrder(t, gigId);
    const parties = { gigId, buyerId: buyer.id, sellerId: seller.id };
    const delivered = await orderInState(t, parties, 'delivered');
    await orderInState(t, parties, 'completed');
    expect((await overview()).suspendedOpenOrders.items.map((o) => o.id)).not.toContain(orderId);
    await t.ctx.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: 'Fraud' })
      .where(eq(users.id, seller.id));
    const { suspendedOpenOrders } = await overview();
    expect(suspendedOpenOrders.total).toBe(2);
    expect(suspendedOpenOrders.items.map((o) => o.id).sort()).toEqual([orderId, delivered].sort());
    const order = suspendedOpenOrders.items.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({
      status: 'in_progress',
      priceCents: 3000,
      seller: { id: seller.id, fullName: 'Sam Suspended', suspended: true },
      buyer: { id: buyer.id, suspended: false },
    });
  });
});

describe('GET /admin/users', () => {
  const list = async (query: Record<string, string | number> = {}) => {
    const res = await get(
      admin,
      `/admin/users?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return adminUserPageSchema.parse(res.json());
  };

  it('finds an account by a part of its name, e-mail or username, in any case, with its role, admin flag and suspension', async () => {
    const zed = await signUp(t.app, { role: 'freelancer', fullName: 'Zebulon Quartz' });
    await t.ctx.db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedReason: 'Asked for payment outside Workify' })
      .where(eq(users.id, zed.id));
    const byName = await list({ query: 'BULON QUA' });
    expect(byName.data.map((u) => u.id)).toEqual([zed.id]);
    expect(byName.data[0]).toMatchObject({
      fullName: 'Zebulon Quartz',
      username: zed.username,
      email: zed.email,
      role: 'freelancer',
      isAdmin: false,
      suspendedReason: 'Asked for payment outside Workify',
    } satisfies Partial<AdminUser>);
    expect(byName.data[0]!.suspendedAt).not.toBeNull();
    expect((await list({ query: zed.email.toUpperCase() })).data.map((u) => u.id)).toEqual([zed.id]);
    expect((await list({ query: zed.username.slice(2) })).data.map((u) => u.id)).toEqual([zed.id]);
    const me = (await list({ query: admin.email })).data[0]!;
    expect(me).toMatchObject({ id: admin.id, isAdmin: true, role: 'client', suspendedAt: null });
    // LIKE's own characters are plain text in a query.
    expect((await list({ query: '%' })).data).toEqual([]);
    expect((await list({ query: 'no such person anywhere' })).data).toEqual([]);
  });

  it('pages newest first with a cursor, every account once', async () => {
    const all = (await list({ limit: 50 })).data;
    expect(all.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.data.map((u) => u.id));
      cursor = page.meta.nextCursor;
    } while (cursor && seen.length < 60);
    expect(seen).toEqual(all.slice(0, seen.length).map((u) => u.id));
    expect(new Set(seen).size).toBe(seen.length);
    const times = all.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers 400 naming the field for a page too large, a query too long or a forged cursor', async () => {
    for (const [query, field] of [
      ['limit=51', 'limit'],
      [`query=${'a'.repeat(101)}`, 'query'],
      ['cursor=nonsense', 'cursor'],
    ] as const) {
      const res = await get(admin, `/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(field);
    }
  });
});

describe('GET /admin/audit', () => {
  it('shows the log newest first, a page at a time, with actor, action, target, reason and details', async () => {
    await createAdmin(
      t.ctx.db,
      { fullName: 'Cli Made', email: 'cli-made@example.com', password: 'a long password' },
      { reason: 'command line' },
    );
    await promoteAdmin(t.ctx.db, member.email, { reason: 'command line' });
    const [adminRow] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    await t.ctx.db.transaction((tx) =>
      recordAudit(tx, {
        actor: adminRow!,
        action: 'user.suspend',
        targetType: 'user',
        targetId: member.id,
        reason: 'Spam',
        details: { sessionsEnded: 2 },
      }),
    );
    const first = auditPageSchema.parse((await get(admin, '/admin/audit?limit=2')).json());
    expect(first.data.map((e) => e.action)).toEqual(['user.suspend', 'admin.promote']);
    expect(first.data[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      targetType: 'user',
      targetId: member.id,
      reason: 'Spam',
      details: { sessionsEnded: 2 },
    } satisfies Partial<AuditEntry>);
    expect(first.data[1]).toMatchObject({
      actor: null,
      targetId: member.id,
      reason: 'command line',
      details: { email: member.email },
    });
    const second = auditPageSchema.parse(
      (await get(admin, `/admin/audit?limit=2&cursor=${first.meta.nextCursor}`)).json(),
    );
    expect(second.data[0]).toMatchObject({
      action: 'admin.create',
      actor: null,
      details: { email: 'cli-made@example.com' },
    });
    const ids = [...first.data, ...second.data].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the log append-only: the database refuses to change or delete a line', async () => {
    const refusal = { cause: expect.objectContaining({ message: 'audit_log is append-only' }) };
    await expect(t.ctx.db.execute(sql`UPDATE audit_log SET reason = 'edited'`)).rejects.toMatchObject(refusal);
    await expect(t.ctx.db.execute(sql`DELETE FROM audit_log`)).rejects.toMatchObject(refusal);
  });

  it('answers 400 for a forged cursor or a page too large', async () => {
    expect((await get(admin, '/admin/audit?cursor=abc')).statusCode).toBe(400);
    expect((await get(admin, '/admin/audit?limit=101')).statusCode).toBe(400);
  });

  it("names each target as it is now (an account's name), not by its id", async () => {
    const page = auditPageSchema.parse((await get(admin, `/admin/audit?action=user.suspend`)).json());
    expect(page.data[0]).toMatchObject({
      targetType: 'user',
      targetId: member.id,
      targetLabel: expect.stringMatching(/^Test Client/),
    });
    const created = auditPageSchema.parse((await get(admin, `/admin/audit?action=admin.create`)).json());
    expect(created.data.find((e) => e.details.email === 'cli-made@example.com')?.targetLabel).toBe('Cli Made');
  });

  it('filters by action, by actor (part of the name, any case) and by days, server-side, a keyset page at a time', async () => {
    const [adminRow] = await t.ctx.db.select().from(users).where(eq(users.id, admin.id));
    for (let i = 0; i < 3; i++) {
      await t.ctx.db.transaction((tx) =>
        recordAudit(tx, {
          actor: adminRow!,
          action: 'content.hide',
          targetType: 'gig',
          targetId: UNKNOWN_ID,
          reason: `Filter ${i}`,
        }),
      );
    }
    const actions = auditPageSchema.parse((await get(admin, '/admin/audit?action=content.hide&limit=2')).json());
    expect(actions.data.map((e) => e.reason)).toEqual(['Filter 2', 'Filter 1']);
    const rest = auditPageSchema.parse(
      (await get(admin, `/admin/audit?action=content.hide&limit=2&cursor=${actions.meta.nextCursor}`)).json(),
    );
    expect(rest.data.map((e) => e.reason)).toEqual(['Filter 0']);
    expect(rest.meta.nextCursor).toBeFalsy();

    const byActor = auditPageSchema.parse((await get(admin, '/admin/audit?actor=ada%20adm&limit=100')).json());
    expect(byActor.data.length).toBeGreaterThanOrEqual(4);
    expect(byActor.data.every((e) => e.actor?.name === 'Ada Admin')).toBe(true);
    const system = auditPageSchema.parse((await get(admin, '/admin/audit?actor=Workify&limit=100')).json());
    expect(system.data.length).toBeGreaterThan(0);
    expect(system.data.every((e) => e.actor === null)).toBe(true);
    expect(auditPageSchema.parse((await get(admin, '/admin/audit?actor=%25')).json()).data).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const todays = auditPageSchema.parse(
      (await get(admin, `/admin/audit?from=${today}&to=${today}&action=content.hide`)).json(),
    );
    expect(todays.data).toHaveLength(3);
    expect(auditPageSchema.parse((await get(admin, '/admin/audit?to=2001-01-01')).json()).data).toEqual([]);
    expect(auditPageSchema.parse((await get(admin, '/admin/audit?from=2999-01-01')).json()).data).toEqual([]);
  });

  it('answers 400 naming the field for a bad date or a range that ends before it starts', async () => {
    const bad = await get(admin, '/admin/audit?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'from', message: 'must be a date (YYYY-MM-DD)' }]);
    const backwards = await get(admin, '/admin/audit?from=2026-02-02&to=2026-02-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ field: 'to', message: 'must be on or after the start date' }]);
  });
});
