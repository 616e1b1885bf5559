import { describe, expect, it } from 'vitest';
import { as, signUp, UNKNOWN_ID } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';
import { multipart, pngFile, textFile } from '../support/multipart';

const t = useTestApp();

const register = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/register', ...multipart(fields) });
const base = (n: string) => ({
  fullName: `Person ${n}`,
  username: `person_${n}`,
  email: `person_${n}@example.com`,
  password: 'long enough pw',
});

describe('POST /users/register', () => {
  it('creates a client by default, without exposing the password hash', async () => {
    const res = await register(base('a1'));
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      username: 'person_a1',
      isClient: true,
      isVerified: false,
      profession: null,
      avatar: null,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/hash|scrypt/i);
  });

  it('creates a freelancer with a profession and a resized avatar that is served back', async () => {
    const res = t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      ...multipart({ ...base('f1'), isClient: 'false', profession: 'Video Editor', avatar: await pngFile(800, 600) }),
    });
    const user = (await res).json().data;
    expect((await res).statusCode).toBe(201);
    expect(user).toMatchObject({ isClient: false, profession: 'Video Editor' });
    expect(user.avatar).toMatch(/^\/api\/v1\/files\/public\/avatars\/.+\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: user.avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
  });

  it('creates a freelancer without a profession when the original client sends profession="" (its select left at the default)', async () => {
    const res = await register({ ...base('f2'), isClient: 'false', profession: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isClient: false, profession: null });
    // It signs in, and the profile can set the profession later.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'person_f2@example.com', password: 'long enough pw' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().message.user).toMatchObject({ isClient: false, profession: null });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/update-profile',
      headers: { cookie },
      payload: { fullName: 'Person f2', profession: 'Video Editor' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.profession).toBe('Video Editor');
  });

  it('creates a freelancer with no profession field at all, the same as an empty one', async () => {
    const res = await register({ ...base('f3'), isClient: 'false' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.profession).toBeNull();
  });

  it('refuses a profession that is not in the list (400 naming it) and creates nothing', async () => {
    const res = await register({ ...base('f4'), isClient: 'false', profession: 'Astronaut' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'profession', message: 'Choose a profession from the list' }]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'person_f4@example.com', password: 'long enough pw' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('answers 409 naming the field that is taken (username, email or both), whatever the email case', async () => {
    await register(base('dup'));
    const sameName = await register({ ...base('dup'), email: 'other_dup@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      statusCode: 409,
      success: false,
      message: 'This username is already taken',
      errors: [{ field: 'username', message: 'This username is already taken' }],
    });
    const sameEmail = await register({ ...base('dup2'), email: 'PERSON_DUP@example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual([{ field: 'email', message: 'An account already uses this email' }]);
    const both = await register(base('dup'));
    expect(both.json().errors.map((e: { field: string }) => e.field)).toEqual(['username', 'email']);
  });

  it('answers one 201 and one 409 when the same sign-up races', async () => {
    const codes = (await Promise.all([register(base('race')), register(base('race'))])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
  });

  it('names the bad field and writes nothing', async () => {
    const res = await register({ ...base('bad'), email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email: Email address must be a valid address');
    expect((await register(base('bad'))).statusCode).toBe(201);
  });

  it('checks the avatar by its bytes (415) and its size (413)', async () => {
    const fake = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      ...multipart({ ...base('img1'), avatar: textFile('me.png') }),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/^avatar: must be a jpg, png or webp image/);
    const huge = await pngFile(10, 10);
    huge.data = Buffer.concat([huge.data, Buffer.alloc(6 * 1024 * 1024)]);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/register',
      ...multipart({ ...base('img2'), avatar: huge }),
    });
    expect(big.statusCode).toBe(413);
    expect((await register(base('img1'))).statusCode).toBe(201);
  });
});

describe('POST /users/login', () => {
  it('lowercases the email, sets an httpOnly session cookie and puts the user at message.user', async () => {
    await register(base('login1'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'PERSON_LOGIN1@example.com', password: 'long enough pw' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.user).toMatchObject({ username: 'person_login1', isClient: true });
    const cookie = res.cookies.find((c) => c.name === 'workify_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('answers 401 Invalid user credentials for a wrong password or an unknown email', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'person_login1@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid user credentials');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'ghost@example.com', password: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 400 for a malformed body or bad JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: 'bad' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('email: Email address must be a valid address');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().success).toBe(false);
  });

  it('refuses a cross-site Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /users/get-user and POST /users/logout', () => {
  it('returns the signed-in user, then 401 after logout with the same cookie', async () => {
    const user = await signUp(t.app);
    const me = await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: user.id, email: user.email, bookmarkedPosts: [] });
    expect((await as(t.app, user)({ method: 'POST', url: '/api/v1/users/logout' })).statusCode).toBe(200);
    expect((await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, statusCode: 401 });
  });
});

describe('GET /users/session (the web app asks it on every page)', () => {
  it('answers a signed-out visitor 200 with no user, while get-user keeps its 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, success: true, data: { user: null } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(401);
  });

  it('answers the signed-in user as get-user does, and no user once signed out', async () => {
    const user = await signUp(t.app, { role: 'freelancer', profession: 'Photographer' });
    const session = await as(t.app, user)({ method: 'GET', url: '/api/v1/users/session' });
    const me = await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toEqual(me.json().data);
    expect(session.json().data.user).toMatchObject({ _id: user.id, profession: 'Photographer' });
    await as(t.app, user)({ method: 'POST', url: '/api/v1/users/logout' });
    expect((await as(t.app, user)({ method: 'GET', url: '/api/v1/users/session' })).json().data).toEqual({
      user: null,
    });
  });
});

describe("professions: the gig categories' trades beside SPEC's", () => {
  it.each(['Writer', 'Translator', 'Marketer', 'Musician', 'Photographer', 'Video Editor', 'Data Scientist'])(
    'signs up and edits a profile as %s',
    async (profession) => {
      const n = `${profession.replace(/\W/g, '').toLowerCase()}${Date.now().toString(36)}`;
      const res = await register({ ...base(n), isClient: 'false', profession });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.profession).toBe(profession);
      const user = await signUp(t.app, { role: 'freelancer' });
      const edited = await as(
        t.app,
        user,
      )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Edited Person', profession } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.profession).toBe(profession);
    },
  );

  it('still refuses a profession outside the list, naming the field', async () => {
    const res = await register({
      ...base(`astro${Date.now().toString(36)}`),
      isClient: 'false',
      profession: 'Astronaut',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'profession', message: 'Choose a profession from the list' }]);
  });
});

describe('GET /users/{id}', () => {
  it('answers the bare public user and never the email, whoever asks (even the user)', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Pia Public', profession: 'Web Developer' });
    const viewer = await signUp(t.app);
    const anon = await t.app.inject({ method: 'GET', url: `/api/v1/users/${freelancer.id}` });
    expect(anon.statusCode).toBe(200);
    const publicFields = {
      _id: freelancer.id,
      fullName: 'Pia Public',
      username: freelancer.username,
      avatar: null,
      country: null,
      desc: null,
      profession: 'Web Developer',
      isClient: false,
      isVerified: false,
      languages: [],
      skills: [],
      projects: [],
      createdAt: expect.any(String),
      reviewsReceived: { average: null, count: 0, latest: [] },
    };
    expect(anon.json()).toEqual(publicFields);
    const signed = await as(t.app, viewer)({ method: 'GET', url: `/api/v1/users/${freelancer.id}` });
    // A signed-in viewer also learns whether they block this user (tests/api/blocks.test.ts).
    expect(signed.json()).toEqual({ ...publicFields, blockedByMe: false });
    expect(signed.body).not.toContain(freelancer.email);
    const self = await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/users/${freelancer.id}` });
    expect(self.json()).not.toHaveProperty('email');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/${UNKNOWN_ID}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/not-an-id' })).statusCode).toBe(400);
  });
});
