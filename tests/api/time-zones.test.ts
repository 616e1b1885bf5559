import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp } from '../support/test-app';

// Issue 33: the zone a person reads times in, saved to their account and used by their mails.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://workify.example' });
});
afterAll(() => t.close());

const getUser = (user: Parameters<typeof as>[1]) =>
  as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' }).then((r) => r.json().data);
const setZone = (user: Parameters<typeof as>[1], timeZone: unknown) =>
  as(t.app, user)({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Tara Time', timeZone } });

describe('POST /users/register: timeZone', () => {
  it('keeps the zone the sign-up form sends; the original client sends none and gets null', async () => {
    const register = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        payload: {
          fullName: 'Tara Time',
          username: `tz_${Math.random().toString(36).slice(2, 10)}`,
          email: `tz_${Math.random().toString(36).slice(2, 10)}@example.com`,
          password: 'correct horse battery',
          ...extra,
        },
      });
    const zoned = await register({ timeZone: 'America/Los_Angeles' });
    expect(zoned.statusCode, zoned.body).toBe(201);
    expect(zoned.json().data.timeZone).toBe('America/Los_Angeles');
    const plain = await register({});
    expect(plain.json().data.timeZone).toBeNull();
    const bad = await register({ timeZone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'timeZone', message: 'Choose a time zone from the list' }]);
  });
});

describe('PUT /users/update-profile and GET /users/get-user: timeZone', () => {
  it('saves a zone and answers it', async () => {
    const user = await signUp(t.app);
    expect((await getUser(user)).timeZone).toBeNull();
    const put = await setZone(user, 'Asia/Kolkata');
    expect(put.statusCode, put.body).toBe(200);
    expect((await getUser(user)).timeZone).toBe('Asia/Kolkata');
  });

  it('refuses a zone that does not exist, naming the field, and changes nothing', async () => {
    const user = await signUp(t.app);
    await setZone(user, 'Europe/Madrid');
    for (const wrong of ['Europe/Atlantis', 'x'.repeat(80), 42]) {
      const res = await setZone(user, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'timeZone', message: 'Choose a time zone from the list' }]);
    }
    expect((await getUser(user)).timeZone).toBe('Europe/Madrid');
  });
});

describe('security mails state the time in the recipient’s zone', () => {
  it('a new sign-in mail names Kolkata time for a person in Kolkata, UTC for one with no zone', async () => {
    const [kolkata, nowhere] = [await signUp(t.app), await signUp(t.app)];
    await setZone(kolkata, 'Asia/Kolkata');
    for (const user of [kolkata, nowhere]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.ctx.later.idle();
    const mailTo = (email: string) =>
      t.outbox().find((m) => m.includes(`To: ${email}`) && m.includes('A new sign-in'))!;
    expect(mailTo(kolkata.email)).toMatch(/Time: \w+ \d+, \d{4} at \d+:\d\d [AP]M \(GMT\+5:30\)/);
    expect(mailTo(nowhere.email)).toMatch(/Time: \w+ \d+, \d{4} at \d+:\d\d [AP]M \(UTC\)/);
  });
});
