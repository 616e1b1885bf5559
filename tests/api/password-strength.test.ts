import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { multipart } from '../support/multipart';
import { as, createTestApp, logIn, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    ...multipart({ fullName: 'Petra Weak', isClient: 'true', ...fields }),
  });
const change = (user: TestUser | null, payload: object, cookie = user?.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/change-password', headers: cookie ? { cookie } : {}, payload });
const resetLinkFor = (email: string) =>
  t
    .outbox()
    .filter((m) => m.includes(`To: ${email}`))
    .pop()
    ?.match(/\/resetpassword\/([\w-]+)/)?.[1];

describe('POST /users/register: password strength', () => {
  it('refuses a common password under its field, saying why, and creates no account', async () => {
    const res = await register({ username: 'petra_weak', email: 'petra_weak@example.com', password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'password', message: expect.stringMatching(/^Choose a stronger password\. .+/) },
    ]);
    expect(res.json().message).toMatch(/commonly used password/);
    expect(await t.ctx.db.select().from(users).where(eq(users.username, 'petra_weak'))).toHaveLength(0);
  });

  it('counts the person’s own name, username and e-mail as known words', async () => {
    const res = await register({ username: 'zanzibarqueen', email: 'zq@example.com', password: 'zanzibarqueen7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('password');
    const ok = await register({
      username: 'zanzibarqueen',
      email: 'zq@example.com',
      password: 'violet canyon ladder 42',
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('POST /users/reset-password/{token}: password strength', () => {
  it('refuses a weak new password and keeps the link working for a strong one', async () => {
    const user = await signUp(t.app);
    await t.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: user.email } });
    await t.ctx.later.idle();
    const token = resetLinkFor(user.email)!;
    const weak = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'qwertyuiop' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({
      field: 'password',
      message: expect.stringContaining('Choose a stronger password'),
    });
    await expect(logIn(t.app, user.email, user.password)).resolves.toMatch(/^workify_session=/);
    const strong = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/reset-password/${token}`,
      payload: { password: 'violet canyon ladder 42' },
    });
    expect(strong.statusCode).toBe(200);
  });
});

describe('POST /users/change-password', () => {
  it('changes the password, keeps this session and ends every other one at once', async () => {
    const user = await signUp(t.app);
    const elsewhere = await logIn(t.app, user.email, user.password);
    // The other session is in use (so cached) right before the change.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { cookie: elsewhere } })).statusCode,
    ).toBe(200);
    const res = await change(user, { currentPassword: user.password, newPassword: 'violet canyon ladder 42' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed; every other session was signed out');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/users/get-user', headers: { cookie: elsewhere } })).statusCode,
    ).toBe(401);
    expect((await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(200);
    await expect(logIn(t.app, user.email, user.password)).rejects.toThrow(/401/);
    await expect(logIn(t.app, user.email, 'violet canyon ladder 42')).resolves.toMatch(/^workify_session=/);
  });

  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const user = await signUp(t.app);
    const res = await change(user, { currentPassword: 'not my password', newPassword: 'violet canyon ladder 42' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'currentPassword', message: 'Your current password is not right' }]);
    await expect(logIn(t.app, user.email, user.password)).resolves.toMatch(/^workify_session=/);
  });

  it('refuses a weak new password or the same one, naming newPassword', async () => {
    const user = await signUp(t.app);
    const weak = await change(user, { currentPassword: user.password, newPassword: 'iloveyou1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toEqual({
      field: 'newPassword',
      message: expect.stringContaining('Choose a stronger password'),
    });
    const same = await change(user, { currentPassword: user.password, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('newPassword');
    const short = await change(user, { currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('newPassword');
    await expect(logIn(t.app, user.email, user.password)).resolves.toMatch(/^workify_session=/);
  });

  it('refuses a guest (401) and, past ten wrong tries in 15 minutes, the account (429)', async () => {
    expect((await change(null, { currentPassword: 'x', newPassword: 'violet canyon ladder 42' })).statusCode).toBe(401);
    const user = await signUp(t.app);
    for (let i = 0; i < 10; i++)
      expect(
        (await change(user, { currentPassword: `wrong ${i}`, newPassword: 'violet canyon ladder 42' })).statusCode,
      ).toBe(400);
    const res = await change(user, { currentPassword: user.password, newPassword: 'violet canyon ladder 42' });
    expect(res.statusCode).toBe(429);
    await expect(logIn(t.app, user.email, user.password)).resolves.toMatch(/^workify_session=/);
  });
});

describe('POST /users/register: a weak password refused in the reader’s language', () => {
  const inLanguage = (lang: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/users/register?lang=${lang}`,
      ...multipart({
        fullName: 'Petra Weak',
        isClient: 'true',
        username: 'petra_lang',
        email: 'pl@example.com',
        password: 'password123',
      }),
    });

  it('says why and what to do in Spanish, French, Portuguese and Arabic; English as before', async () => {
    const said = async (lang: string) => (await inLanguage(lang)).json().errors[0].message as string;
    expect(await said('en')).toBe(
      'Choose a stronger password. This is a commonly used password. Add more words that are less common.',
    );
    expect(await said('es')).toBe(
      'Elige una contraseña más segura. Esta es una contraseña de uso común. Añade más palabras que sean menos comunes.',
    );
    expect(await said('fr')).toBe(
      "Choisissez un mot de passe plus sûr. C'est un mot de passe couramment utilisé. Ajoutez d'autres mots moins courants.",
    );
    expect(await said('pt-BR')).toMatch(/^Escolha uma senha mais forte\. Esta é uma senha de uso comum\. /);
    expect(await said('ar')).toMatch(/^اختر كلمة مرور أقوى\. هذه كلمة مرور شائعة الاستخدام\. /);
  });

  it('has a catalog key for every sentence zxcvbn may say, so none is left in English', async () => {
    const en = await import('@zxcvbn-ts/language-en');
    const { readCatalog } = await import('../../server/platform/i18n');
    const english = new Set(Object.values(readCatalog('en')));
    const sentences = [...Object.values(en.translations.warnings), ...Object.values(en.translations.suggestions)];
    expect(sentences.filter((s) => !english.has(s))).toEqual([]);
  });
});
