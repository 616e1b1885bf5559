import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { applyTo, createPost } from '../support/posts';
import { as, signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

const t = useTestApp();

describe('GET /users/export', () => {
  it("answers the person's own data as a JSON attachment, and nobody else's", async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    expect((await applyTo(t.app, freelancer, post._id)).statusCode).toBe(201);

    const res = await as(t.app, client)({ method: 'GET', url: '/api/v1/users/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="workify-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const mine = res.json();
    expect(mine.profile).toMatchObject({ id: client.id, email: client.email });
    for (const secret of ['passwordHash', 'totpSecret', 'totpPendingSecret'])
      expect(mine.profile).not.toHaveProperty(secret);
    expect(mine.posts.map((p: { id: string }) => p.id)).toEqual([post._id]);
    expect(mine.applications).toEqual([]);
    expect(mine.sessions.length).toBeGreaterThan(0);
    for (const s of mine.sessions) {
      expect(s.userId).toBe(client.id);
      expect(s).not.toHaveProperty('tokenHash');
    }
    // Nothing of the freelancer's: neither their profile, their application nor their sessions.
    expect(res.body).not.toContain(freelancer.id);
    expect(res.body).not.toContain(freelancer.email);

    const theirs = (await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/users/export' })).json();
    expect(theirs.profile.id).toBe(freelancer.id);
    expect(theirs.posts).toEqual([]);
    expect(theirs.applications).toHaveLength(1);
    expect(theirs.applications[0]).toMatchObject({ userId: freelancer.id, postId: post._id });
  });

  it('asks the password again when the session has not proved its owner in the last 10 minutes', async () => {
    const user = await signUp(t.app);
    await t.ctx.db
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await as(t.app, user)({ method: 'GET', url: '/api/v1/users/export' });
    expect(res.statusCode).toBe(403);
    expect(res.json().reason).toBe('reauth_required');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/export' })).statusCode).toBe(401);
  });
});
