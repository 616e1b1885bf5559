import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, reports } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { conversationPair, postMessage } from '../support/messaging';
import { hide, makeAdmin, report, resolve, reviewOf } from '../support/moderation';
import { pngFile } from '../support/multipart';
import { createPost } from '../support/posts';
import { as, createTestApp, signUp, UNKNOWN_ID, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeAdmin(t);
  seller = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
  gigId = await publishGig(t.app, seller, { title: 'Suspicious logo gig', coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

const queue = (status = 'open', query = '') =>
  as(t.app, admin)({ method: 'GET', url: `/api/v1/admin/reports?status=${status}${query}` });
const reportsOf = (targetId: string) => t.ctx.db.select().from(reports).where(eq(reports.targetId, targetId));

describe('POST /reports', () => {
  it('files a report of a gig with its owner, answers 201 and confirms it in the reporter’s bell', async () => {
    const reporter = await signUp(t.app);
    const res = await report(t, reporter, 'gig', gigId, 'fraud', '  Asked me to pay by wire  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Report received/);
    expect(res.json().data).toMatchObject({
      targetType: 'gig',
      targetId: gigId,
      reason: 'fraud',
      details: 'Asked me to pay by wire',
      status: 'open',
    });
    const [row] = (await reportsOf(gigId)).filter((r) => r.reporterId === reporter.id);
    expect(row).toMatchObject({ targetOwnerId: seller.id, status: 'open' });
    const [bell] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reporter.id), eq(notifications.type, 'report.received')));
    expect(bell).toMatchObject({ link: `/gig/${gigId}` });
  });

  it('files reports of a post, a profile, a message (by the other person) and a review, each with its owner', async () => {
    const reporter = await signUp(t.app, { role: 'freelancer' });
    const client = await signUp(t.app);
    const post = await createPost(t.app, client);
    const { client: buyer, freelancer, conversation } = await conversationPair(t.app);
    const message = await postMessage(t.app, buyer, conversation.id, 'Pay me on another site');
    const reviewId = await reviewOf(t, gigId, seller.id, client, 1, 'Terrible, do not buy');
    for (const [type, id, owner, who] of [
      ['post', post._id, client.id, reporter],
      ['user', client.id, client.id, reporter],
      ['message', message._id, buyer.id, freelancer],
      ['review', reviewId, client.id, reporter],
    ] as const) {
      const res = await report(t, who, type, id, 'offensive');
      expect(res.statusCode, type).toBe(201);
      expect((await reportsOf(id))[0]?.targetOwnerId, type).toBe(owner);
    }
  });

  it('answers 404 for what is not there for the reporter: an unknown id, a hidden gig, a conversation they are not in', async () => {
    const reporter = await signUp(t.app);
    for (const type of ['gig', 'post', 'user', 'message', 'review'] as const)
      expect((await report(t, reporter, type, UNKNOWN_ID)).statusCode, type).toBe(404);
    const hiddenGig = await publishGig(t.app, seller, { title: 'Hidden one', coverImage: await pngFile(40, 30) });
    expect((await hide(t, admin, 'gig', hiddenGig)).statusCode).toBe(200);
    expect((await report(t, reporter, 'gig', hiddenGig)).statusCode).toBe(404);
    const { client, conversation } = await conversationPair(t.app);
    const message = await postMessage(t.app, client, conversation.id, 'Private words');
    expect((await report(t, reporter, 'message', message._id)).statusCode).toBe(404);
  });

  it('answers 403 for one’s own gig, message or profile', async () => {
    expect((await report(t, seller, 'gig', gigId)).json()).toMatchObject({
      statusCode: 403,
      message: 'You cannot report your own content',
    });
    expect((await report(t, seller, 'user', seller.id)).statusCode).toBe(403);
    const { client, conversation } = await conversationPair(t.app);
    const message = await postMessage(t.app, client, conversation.id, 'Mine');
    expect((await report(t, client, 'message', message._id)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad type, reason or details, and 401 signed out', async () => {
    const reporter = await signUp(t.app);
    const field = async (payload: object) =>
      (await as(t.app, reporter)({ method: 'POST', url: '/api/v1/reports', payload })).json().errors?.[0]?.field;
    expect(await field({ targetType: 'order', targetId: gigId, reason: 'spam' })).toBe('targetType');
    expect(await field({ targetType: 'gig', targetId: 'nope', reason: 'spam' })).toBe('targetId');
    expect(await field({ targetType: 'gig', targetId: gigId, reason: 'boring' })).toBe('reason');
    expect(await field({ targetType: 'gig', targetId: gigId, reason: 'spam', details: 'x'.repeat(2001) })).toBe(
      'details',
    );
    expect((await report(t, null, 'gig', gigId)).statusCode).toBe(401);
  });

  it('keeps one open report per reporter and target: 409 for a duplicate, also for two sent at once; a new one once it is resolved', async () => {
    const reporter = await signUp(t.app);
    const racer = await signUp(t.app);
    expect((await report(t, reporter, 'gig', gigId)).statusCode).toBe(201);
    const again = await report(t, reporter, 'gig', gigId, 'other');
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'You already reported this' });
    const pair = await Promise.all([report(t, racer, 'gig', gigId), report(t, racer, 'gig', gigId)]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mine = (await reportsOf(gigId)).find((r) => r.reporterId === reporter.id)!;
    expect((await resolve(t, admin, mine.id, 'dismiss')).statusCode).toBe(200);
    expect((await report(t, reporter, 'gig', gigId)).statusCode).toBe(201);
  });

  it('limits each account to REPORT_RATE_LIMIT reports an hour (429 with Retry-After), whatever they answered', async () => {
    const busy = await signUp(t.app);
    for (let i = 0; i < t.ctx.config.reportRateLimit; i += 1)
      expect((await report(t, busy, 'gig', UNKNOWN_ID)).statusCode).toBe(404);
    const refused = await report(t, busy, 'gig', gigId);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is counted apart.
    expect((await report(t, await signUp(t.app), 'gig', UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('GET /admin/reports', () => {
  it('groups the open reports by target, oldest first, with the count, reasons, reporters’ words, content and owner', async () => {
    // The queue starts empty: what the other tests left open is closed first.
    await t.ctx.db
      .update(reports)
      .set({ status: 'dismissed', resolvedAt: new Date() })
      .where(eq(reports.status, 'open'));
    const owner = await signUp(t.app, { role: 'freelancer', fullName: 'Olga Owner' });
    const gig = await publishGig(t.app, owner, { title: 'Copied artwork', coverImage: await pngFile(40, 30) });
    const post = await createPost(t.app, await signUp(t.app), { title: 'Pay me outside' });
    const [a, b, c] = [
      await signUp(t.app, { fullName: 'Rae Reporter' }),
      await signUp(t.app),
      await signUp(t.app, { role: 'freelancer' }),
    ];
    expect((await report(t, a, 'gig', gig, 'intellectual_property', 'My drawing')).statusCode).toBe(201);
    expect((await report(t, c, 'post', post._id, 'off_platform')).statusCode).toBe(201);
    expect((await report(t, b, 'gig', gig, 'spam')).statusCode).toBe(201);
    const first = await queue('open', '&limit=1');
    expect(first.statusCode).toBe(200);
    const [group] = first.json().data;
    expect(group).toMatchObject({
      targetType: 'gig',
      targetId: gig,
      count: 2,
      status: 'open',
      hidden: false,
      preview: { title: 'Copied artwork', link: `/gig/${gig}` },
      owner: { _id: owner.id, fullName: 'Olga Owner', suspended: false },
    });
    expect(group.reasons.sort()).toEqual(['intellectual_property', 'spam']);
    expect(group.reports.map((r: { details: string }) => r.details)).toEqual(['', 'My drawing']);
    expect(group.reports[1].reporter.fullName).toBe('Rae Reporter');
    const second = await queue('open', `&limit=1&cursor=${first.json().meta.nextCursor}`);
    expect(second.json().data.map((g: { targetId: string }) => g.targetId)).toEqual([post._id]);
    expect(second.json().meta.nextCursor).toBeNull();
  });

  it('shows decisions in the history of their status, newest first, with the reason; 400 for an unknown status or cursor', async () => {
    const reporter = await signUp(t.app);
    const target = await publishGig(t.app, seller, { title: 'Dismissed gig', coverImage: await pngFile(40, 30) });
    const filed = await report(t, reporter, 'gig', target, 'spam');
    expect((await resolve(t, admin, filed.json().data._id, 'dismiss', 'Not spam: a real offer')).statusCode).toBe(200);
    const res = await queue('dismissed');
    expect(res.json().data[0]).toMatchObject({
      targetId: target,
      status: 'dismissed',
      resolution: 'dismiss',
      resolutionReason: 'Not spam: a real offer',
      count: 1,
    });
    expect((await queue('open')).json().data.some((g: { targetId: string }) => g.targetId === target)).toBe(false);
    expect((await queue('closed')).json().errors[0].field).toBe('status');
    expect((await queue('open', '&cursor=garbage')).statusCode).toBe(400);
  });
});

describe('POST /admin/reports/{id}/resolve', () => {
  it('dismiss closes every open report of the target and leaves it shown, in the audit log', async () => {
    const target = await publishGig(t.app, seller, { title: 'Fine gig', coverImage: await pngFile(40, 30) });
    const one = await report(t, await signUp(t.app), 'gig', target);
    expect((await report(t, await signUp(t.app), 'gig', target)).statusCode).toBe(201);
    const res = await resolve(t, admin, one.json().data._id, 'dismiss', 'Within the rules');
    expect(res.json().data).toEqual({ targetType: 'gig', targetId: target, action: 'dismiss', resolved: 2 });
    expect((await reportsOf(target)).map((r) => r.status)).toEqual(['dismissed', 'dismissed']);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${target}` })).statusCode).toBe(200);
    const [line] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target), eq(auditLog.action, 'report.dismiss')));
    expect(line).toMatchObject({ actorId: admin.id, reason: 'Within the rules', targetType: 'gig' });
  });

  it('hide hides the content and tells its owner why; suspend suspends the owner', async () => {
    const target = await publishGig(t.app, seller, { title: 'Scam gig', coverImage: await pngFile(40, 30) });
    const filed = await report(t, await signUp(t.app), 'gig', target, 'fraud');
    expect((await resolve(t, admin, filed.json().data._id, 'hide', 'Sells stolen accounts')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${target}` })).statusCode).toBe(404);
    expect((await reportsOf(target))[0]).toMatchObject({
      status: 'actioned',
      resolution: 'hide',
      resolvedBy: admin.id,
    });
    expect(
      t
        .outbox()
        .some(
          (m) =>
            m.includes(`To: ${seller.email}`) && m.includes('Scam gig') && m.includes('Reason: Sells stolen accounts'),
        ),
    ).toBe(true);

    const rogue = await signUp(t.app, { role: 'freelancer' });
    const rogueGig = await publishGig(t.app, rogue, { coverImage: await pngFile(40, 30) });
    const second = await report(t, await signUp(t.app), 'user', rogue.id, 'fraud');
    expect((await resolve(t, admin, second.json().data._id, 'suspend', 'Fraud ring')).json().data).toMatchObject({
      action: 'suspend',
      resolved: 1,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/users/login',
          payload: { email: rogue.email, password: rogue.password },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/gigs/single/${rogueGig}` })).statusCode).toBe(404);
  });

  it('answers 409 for a report already resolved, also to the second of two admins deciding at once', async () => {
    const target = await publishGig(t.app, seller, { title: 'Raced gig', coverImage: await pngFile(40, 30) });
    const one = (await report(t, await signUp(t.app), 'gig', target)).json().data._id;
    const two = (await report(t, await signUp(t.app), 'gig', target)).json().data._id;
    const other = await makeAdmin(t);
    const pair = await Promise.all([resolve(t, admin, one, 'dismiss'), resolve(t, other, two, 'hide')]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await resolve(t, admin, one, 'dismiss')).json()).toMatchObject({
      statusCode: 409,
      message: 'This report is already resolved',
    });
    // A hide from the content's own route racing a resolution of its report: one decision, no deadlock.
    const hidden = await publishGig(t.app, seller, { title: 'Raced again', coverImage: await pngFile(40, 30) });
    const three = (await report(t, await signUp(t.app), 'gig', hidden)).json().data._id;
    const race = await Promise.all([hide(t, other, 'gig', hidden), resolve(t, admin, three, 'hide')]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await reportsOf(hidden))[0]).toMatchObject({ status: 'actioned', resolution: 'hide' });
  });

  it('refuses to suspend an admin (403), answers 404 for an unknown report and 400 naming action or reason', async () => {
    const filed = await report(t, await signUp(t.app), 'user', admin.id, 'offensive');
    expect((await resolve(t, await makeAdmin(t), filed.json().data._id, 'suspend')).json()).toMatchObject({
      statusCode: 403,
      message: 'An administrator cannot be suspended',
    });
    expect((await resolve(t, admin, UNKNOWN_ID, 'dismiss')).statusCode).toBe(404);
    expect((await resolve(t, admin, filed.json().data._id, 'ban')).json().errors[0].field).toBe('action');
    expect((await resolve(t, admin, filed.json().data._id, 'dismiss', '')).json().errors[0].field).toBe('reason');
  });
});
