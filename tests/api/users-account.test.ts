import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createTestApp, logIn, signUp } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { multipart, pngFile, textFile } from '../support/multipart';

const t = useTestApp();

const resetLinkFor = (email: string) => {
  const mail = t
    .outbox()
    .filter((m) => m.includes(`To: ${email}`))
    .pop();
  return mail?.match(/\/resetpassword\/([\w-]+)/)?.[1];
};

describe('PUT /users/update-avatar', () => {
  it('stores a new avatar and removes the old file', async () => {
    const user = await signUp(t.app);
    const first = await as(
      t.app,
      user,
    )({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar: await pngFile() }) });
    expect(first.statusCode).toBe(200);
    const oldUrl = first.json().data.avatar as string;
    const second = await as(
      t.app,
      user,
    )({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar: await pngFile(30, 30) }) });
    expect(second.json().data.avatar).not.toBe(oldUrl);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('refuses no session (401), no file (400) and a non-image (415)', async () => {
    const user = await signUp(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/users/update-avatar',
          ...multipart({ avatar: await pngFile() }),
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await as(t.app, user)({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ note: 'x' }) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await as(
          t.app,
          user,
        )({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar: textFile() }) })
      ).statusCode,
    ).toBe(415);
  });
});

describe('PUT /users/update-profile', () => {
  it('updates a freelancer name and profession', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const res = await as(
      t.app,
      user,
    )({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      payload: { fullName: 'New Name', profession: 'Cloud Engineer' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fullName: 'New Name', profession: 'Cloud Engineer' });
  });

  it('refuses a profession for a client (403), an empty name (400) and no session (401)', async () => {
    const client = await signUp(t.app);
    expect(
      (
        await as(
          t.app,
          client,
        )({
          method: 'PUT',
          url: '/api/v1/users/update-profile',
          payload: { fullName: 'C', profession: 'Cloud Engineer' },
        })
      ).statusCode,
    ).toBe(403);
    const empty = await as(
      t.app,
      client,
    )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('fullName: Full name is required');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'X' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT /users/update-profile: About and languages', () => {
  const put = (user: Awaited<ReturnType<typeof signUp>>, payload: object) =>
    as(t.app, user)({ method: 'PUT', url: '/api/v1/users/update-profile', payload });
  const publicOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/users/${id}` })).json();

  it('saves the About text and languages, shows them on the public profile, and keeps them when the original client sends only name and profession', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const res = await put(user, {
      fullName: 'Ana Lima',
      desc: '  I build shops.\nTen years of React.  ',
      languages: ['Portuguese', 'English'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      desc: 'I build shops.\nTen years of React.',
      languages: ['Portuguese', 'English'],
    });
    expect(await publicOf(user.id)).toMatchObject({
      desc: 'I build shops.\nTen years of React.',
      languages: ['Portuguese', 'English'],
    });
    // SPEC section 7: the original client's update-profile sends fullName and profession only.
    const original = await put(user, { fullName: 'Ana L.', profession: 'Web Developer' });
    expect(original.statusCode).toBe(200);
    expect(await publicOf(user.id)).toMatchObject({
      fullName: 'Ana L.',
      desc: 'I build shops.\nTen years of React.',
      languages: ['Portuguese', 'English'],
    });
    // An empty About clears it.
    expect((await put(user, { fullName: 'Ana L.', desc: '  ' })).json().data.desc).toBeNull();
  });

  it('refuses a too long About, too many, too long or repeated languages with the field named, and changes nothing', async () => {
    const user = await signUp(t.app);
    await put(user, { fullName: 'Cleo Client', desc: 'Kept', languages: ['English'] });
    const cases: [object, string][] = [
      [{ desc: 'x'.repeat(1201) }, 'desc: About is at most 1200 characters'],
      [{ languages: Array.from({ length: 11 }, (_, i) => `Language ${i}`) }, 'languages: At most 10 languages'],
      [{ languages: ['English', 'x'.repeat(41)] }, 'languages.1: A language name is at most 40 characters'],
      [{ languages: ['English', 'english'] }, 'languages: Each language only once'],
      [{ desc: 42 }, 'desc'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(user, { fullName: 'Changed', ...payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
      expect(res.json().errors[0].field).toBe(message.split(':')[0]);
    }
    expect(await publicOf(user.id)).toMatchObject({ fullName: 'Cleo Client', desc: 'Kept', languages: ['English'] });
  });
});

describe('POST /users/forgot-password and /users/reset-password/{token}', () => {
  it('answers the same for known and unknown emails and mails only the known one', async () => {
    const user = await signUp(t.app);
    const before = t.outbox().length;
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: user.email.toUpperCase() },
    });
    await t.ctx.later.idle();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 'nobody@example.com' },
    });
    await t.ctx.later.idle();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    expect(t.outbox().length).toBe(before + 1);
    expect(resetLinkFor(user.email)).toBeTruthy();
  });

  it('resets the password once, ends old sessions, and refuses the token a second time', async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    await t.ctx.later.idle();
    const token = resetLinkFor(user.email)!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'a fresh password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(401);
    await expect(logIn(t.app, user.email, 'a fresh password')).resolves.toMatch(/^workify_session=/);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('keeps only the newest link: a new request and a reset end every older one', async () => {
    const user = await signUp(t.app);
    const forgot = async () => {
      await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
      await t.ctx.later.idle();
    };
    const reset = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/users/reset-password/${token}`, payload: { password } });
    await forgot();
    const older = resetLinkFor(user.email)!;
    await forgot();
    const newer = resetLinkFor(user.email)!;
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'the newest password')).statusCode).toBe(200);
    const stale = await reset(older, 'an attacker password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/invalid or has expired/);
    await expect(logIn(t.app, user.email, 'the newest password')).resolves.toMatch(/^workify_session=/);
  });

  it('refuses an expired token, a short password and a bad email', async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    await t.ctx.later.idle();
    const token = resetLinkFor(user.email)!;
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^password:/);
    await t.database.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/users/reset-password/${token}`,
          payload: { password: 'long enough now' },
        })
      ).statusCode,
    ).toBe(400);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/forgot-password',
      payload: { email: 'nope' },
    });
    await t.ctx.later.idle();
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email: Email address must be a valid address');
  });
});

describe('DELETE /users/delete-account', () => {
  it('needs the right password (403) and a session (401)', async () => {
    const user = await signUp(t.app);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/users/delete-account',
          payload: { password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    const wrong = await as(
      t.app,
      user,
    )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: 'wrong' } });
    expect(wrong.statusCode).toBe(403);
    const empty = await as(
      t.app,
      user,
    )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('password: Please enter your password');
    expect((await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(200);
  });

  it('deletes the account, its avatar file and every session', async () => {
    const user = await signUp(t.app);
    const avatar = (
      await as(
        t.app,
        user,
      )({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar: await pngFile() }) })
    ).json().data.avatar;
    const otherSession = await logIn(t.app, user.email, user.password);
    const res = await as(
      t.app,
      user,
    )({ method: 'DELETE', url: '/api/v1/users/delete-account', payload: { password: user.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Account deleted successfully');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { cookie: otherSession } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });
});

describe('POST /contact', () => {
  it('stores the message and mails the team inbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { from_name: 'Ada', from_email: 'ada@example.com', message: 'Hello team' },
    });
    expect(res.statusCode).toBe(201);
    const mail = t.outbox().pop()!;
    expect(mail).toContain('To: team@workify.local');
    expect(mail).toContain('Hello team');
    const rows = await t.database.db.execute(sql`SELECT from_name FROM contact_messages`);
    expect(JSON.stringify(rows)).toContain('Ada');
  });

  it('names a missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { from_name: 'Ada', from_email: 'ada@example.com', message: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('message: Message is required');
  });
});

describe('GET /health and unknown routes', () => {
  it('answers 200 when the database answers, and a JSON 404 for an unknown API path', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });

  it('publishes an OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/users/login');
  });
});

describe('rate limits', () => {
  it('answers 429 after too many logins from one address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/v1/users/login',
              payload: { email: 'a@b.co', password: 'x' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
