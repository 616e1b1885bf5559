import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';
import { createPost } from '../support/posts';
import { publishGig } from '../support/gigs';
import { hide, makeAdmin } from '../support/moderation';
import { alertSearches } from '../../server/modules/saved-searches';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example.com', ORDER_TEST_HOOKS: 'true' });
  admin = await makeAdmin(t);
});
afterAll(() => t.close());

/** Every run's words are its own, so searches of other tests never match its posts. */
const word = () => `zq${Math.random().toString(36).slice(2, 8)}`;
const save = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await as(
    t.app,
    user,
  )({ method: 'POST', url: '/api/v1/saved-searches', payload: { name: 'My search', ...body } });
  expect(res.statusCode, res.body).toBe(201);
};
const bell = async (user: TestUser) => {
  await t.ctx.later.idle();
  return (await as(t.app, user)({ method: 'GET', url: '/api/v1/notifications' }))
    .json()
    .data.filter((n: { type: string }) => n.type === 'search.alert') as { text: string; link: string }[];
};
const digest = async (now: Date) => {
  await t.ctx.later.idle();
  const res = await as(
    t.app,
    admin,
  )({ method: 'POST', url: '/api/v1/saved-searches/test-hooks/digest', payload: { now: now.toISOString() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().mailed as string[];
};
const digestsTo = (user: TestUser) =>
  t.outbox().filter((m) => m.includes(`To: ${user.email}`) && m.includes('Subject: Your saved searches'));

describe('instant alerts', () => {
  it('rings the bell once for a matching post, with its link, even when two searches match', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    await save(freelancer, {
      kind: 'jobs',
      name: 'React gigs',
      query: `react ${w}`,
      filters: { category: 'Web Development' },
      alert: 'instant',
    });
    await save(freelancer, { kind: 'jobs', name: 'Anything', query: w, alert: 'instant' });
    const post = await createPost(t.app, client, {
      title: `React developer for ${w}s`,
      category: 'Web Development',
      tags: 'React',
    });
    const alerts = await bell(freelancer);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ link: `/post/${post._id}` });
    expect(alerts[0]!.text).toMatch(
      new RegExp(`^New job for your search “(React gigs|Anything)”: React developer for ${w}s$`),
    );
  });

  it("does not ring for a post that misses a word or a filter, nor for one's own post", async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    await save(freelancer, { kind: 'jobs', query: `react ${w}`, filters: { budget: '100-200' }, alert: 'instant' });
    await save(client, { kind: 'jobs', query: w, alert: 'instant' });
    await createPost(t.app, client, { title: `Vue work ${w}`, budget: '100-200', tags: 'Vue' });
    await createPost(t.app, client, { title: `React work ${w}`, budget: '0-50' });
    expect(await bell(freelancer)).toEqual([]);
    expect(await bell(client)).toEqual([]);
  });

  it('does not ring for a post published before the search was saved, however late the alert work runs', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    const post = await createPost(t.app, client, { title: `Mural ${w}` });
    await t.ctx.later.idle();
    const publishedAt = new Date();
    await save(freelancer, { kind: 'jobs', query: w, alert: 'instant' });
    // The alert work of that post, run only now (as under load): the search lists the post already.
    expect(await alertSearches(t.ctx, { type: 'post', id: post._id }, publishedAt)).toBe(0);
    expect(await bell(freelancer)).toEqual([]);
  });

  it('does not ring for a hidden post, even when it is reopened', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    const post = await createPost(t.app, client, { title: `Logo ${w}` });
    await save(freelancer, { kind: 'jobs', query: w, alert: 'instant' });
    expect((await hide(t, admin, 'post', post._id)).statusCode).toBe(200);
    await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/close` });
    expect((await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/reopen` })).statusCode).toBe(200);
    expect(await bell(freelancer)).toEqual([]);
  });

  it('rings for a reopened post that now matches a new search, and for a new matching gig', async () => {
    const w = word();
    const [freelancer, client, seller] = [
      await signUp(t.app, { role: 'freelancer' }),
      await signUp(t.app),
      await signUp(t.app, { role: 'freelancer' }),
    ];
    const post = await createPost(t.app, client, { title: `Podcast edit ${w}` });
    await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/close` });
    await save(freelancer, { kind: 'jobs', query: `podcast ${w}`, alert: 'instant' });
    await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/reopen` });
    expect((await bell(freelancer)).map((a) => a.link)).toEqual([`/post/${post._id}`]);

    await save(client, { kind: 'gigs', query: w, filters: { max: 100 }, alert: 'instant' });
    const cheap = await publishGig(t.app, seller, { title: `I will mix your ${w} track`, price: '40' });
    await publishGig(t.app, seller, { title: `I will master your ${w} album`, price: '400' });
    expect((await bell(client)).map((a) => a.link)).toEqual([`/gig/${cheap}`]);
  });

  it('indexes a search by its word rarest among the jobs, and rings when a job has both words', async () => {
    const rare = `q${Math.random().toString(36).slice(2, 6)}`;
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    for (let i = 0; i < 4; i += 1) await createPost(t.app, client, { title: `Backend developer needed ${word()}` });
    await t.ctx.db.execute(sql`analyze posts`);
    // "backend" is the longer word, the anchor before; it is common, so "q…" is now.
    await save(freelancer, { kind: 'jobs', query: `backend ${rare}`, alert: 'instant' });
    const [row] = await selectRows<{ anchors: string[] }>(
      t.ctx.db,
      sql`select anchors from saved_searches where user_id = ${freelancer.id}`,
    );
    expect(row!.anchors).toEqual([rare]);
    const post = await createPost(t.app, client, { title: `A ${rare} backend` });
    await createPost(t.app, client, { title: `A ${rare} frontend` });
    expect((await bell(freelancer)).map((a) => a.link)).toEqual([`/post/${post._id}`]);
  });

  it('does not ring across a block', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    await save(freelancer, { kind: 'jobs', query: w, alert: 'instant' });
    await as(t.app, freelancer)({ method: 'POST', url: `/api/v1/users/${client.id}/block` });
    await createPost(t.app, client, { title: `Blocked ${w}` });
    expect(await bell(freelancer)).toEqual([]);
  });
});

describe('daily digest', () => {
  it('mails every match since the last digest once, then nothing until there is more, and at most once a day', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    await save(freelancer, { kind: 'jobs', name: 'Writing', query: w, alert: 'daily' });
    await save(freelancer, { kind: 'jobs', name: 'Blog writing', query: `blog ${w}`, alert: 'daily' });
    const a = await createPost(t.app, client, { title: `Blog posts ${w}` });
    const b = await createPost(t.app, client, { title: `Newsletter ${w}` });
    expect(await bell(freelancer)).toEqual([]);
    const day = new Date(Date.now() + 60_000);
    expect(await digest(day)).toContain(freelancer.id);
    const [mail] = digestsTo(freelancer);
    expect(digestsTo(freelancer)).toHaveLength(1);
    expect(mail).toContain('Subject: Your saved searches: 2 new matches');
    for (const post of [a, b]) expect(mail!.split(`https://workify.example.com/post/${post._id}`)).toHaveLength(2);

    // Nothing new: no mail. Something new the same day: it waits for the next day.
    expect(await digest(new Date(day.getTime() + 3600_000))).not.toContain(freelancer.id);
    const c = await createPost(t.app, client, { title: `Copywriting ${w}` });
    expect(await digest(new Date(day.getTime() + 2 * 3600_000))).not.toContain(freelancer.id);
    expect(await digest(new Date(day.getTime() + 25 * 3600_000))).toContain(freelancer.id);
    const mails = digestsTo(freelancer);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain(`/post/${c._id}`);
    expect(mails[1]).not.toContain(`/post/${a._id}`);
  });

  it('writes the digest in the person’s language', async () => {
    const w = word();
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    const put = await as(
      t.app,
      freelancer,
    )({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      payload: { fullName: 'Lucía Lenguas', locale: 'es' },
    });
    expect(put.statusCode, put.body).toBe(200);
    await save(freelancer, { kind: 'jobs', name: 'Murales', query: w, alert: 'daily' });
    await createPost(t.app, client, { title: `Mural ${w}` });
    expect(await digest(new Date(Date.now() + 60_000))).toContain(freelancer.id);
    // The newest mail to them (the first was the address check); its subject is MIME-encoded.
    const mail = t
      .outbox()
      .filter((m) => m.includes(`To: ${freelancer.email}`) && m.includes('List-Unsubscribe'))
      .at(-1);
    // The outbox reader turns quoted-printable bytes into characters one by one: read them back as UTF-8.
    const text = Buffer.from(mail!, 'latin1').toString('utf8');
    expect(text).toContain('Hola, Lucía Lenguas:');
    expect(text).toContain('Novedades en Workify para tus búsquedas guardadas desde tu último resumen:');
    expect(text).toContain('Dejar de recibir este resumen: https://workify.example.com/');
    expect(text).not.toContain('Your saved searches');
  });

  it('lists fifty matches and says how many more wait on the saved-searches screen', async () => {
    const [freelancer, client] = [await signUp(t.app, { role: 'freelancer' }), await signUp(t.app)];
    // Fifty-three open posts already matched (the rows the alerts make), oldest first.
    await t.ctx.db.execute(sql`
      with p as (
        insert into posts (client_id, title, description, budget_min_minor, budget_max_minor, currency, category, tags, created_at)
        select ${client.id}, 'Many ' || i, 'A job', 10000, 20000, 'usd', 'Web Development', '{}', now() - make_interval(mins => 60 - i)
        from generate_series(1, 53) i returning id, created_at
      )
      insert into search_alerts (user_id, target_type, target_id, search_name, mode, created_at)
      select ${freelancer.id}, 'post', id, 'Many', 'daily', created_at from p`);
    expect(await digest(new Date(Date.now() + 60_000))).toContain(freelancer.id);
    const [mail] = digestsTo(freelancer);
    expect(mail).toContain('Subject: Your saved searches: 53 new matches');
    expect(mail!.match(/\/post\//g)).toHaveLength(50);
    expect(mail).toContain('And 3 more: https://workify.example.com/saved-searches');
    expect(mail).toContain('- Many 1 (Many)');
    expect(mail).not.toContain('- Many 51 ');
  });

  it('mails each person once when two runs start at the same moment', async () => {
    const w = word();
    const client = await signUp(t.app);
    const people = [];
    for (let i = 0; i < 4; i += 1) {
      const person = await signUp(t.app, { role: 'freelancer' });
      await save(person, { kind: 'jobs', query: w, alert: 'daily' });
      people.push(person);
    }
    await createPost(t.app, client, { title: `Twice ${w}` });
    const now = new Date(Date.now() + 60_000);
    const [a, b] = await Promise.all([digest(now), digest(now)]);
    for (const person of people) {
      expect([...a, ...b].filter((id) => id === person.id)).toHaveLength(1);
      expect(digestsTo(person)).toHaveLength(1);
    }
  });

  it('sends nothing when nothing matched, or when the match was closed since', async () => {
    const w = word();
    const [idle, freelancer, client] = [
      await signUp(t.app, { role: 'freelancer' }),
      await signUp(t.app, { role: 'freelancer' }),
      await signUp(t.app),
    ];
    await save(idle, { kind: 'jobs', query: `nothing ${w}`, alert: 'daily' });
    await save(freelancer, { kind: 'jobs', query: w, alert: 'daily' });
    const post = await createPost(t.app, client, { title: `Closing soon ${w}` });
    await t.ctx.later.idle();
    await as(t.app, client)({ method: 'POST', url: `/api/v1/posts/${post._id}/close` });
    const mailed = await digest(new Date(Date.now() + 60_000));
    expect(mailed).not.toContain(idle.id);
    expect(mailed).not.toContain(freelancer.id);
    expect(digestsTo(idle)).toEqual([]);
    expect(digestsTo(freelancer)).toEqual([]);
  });
});
