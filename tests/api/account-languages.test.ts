import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * Issue 33: the refusals a person reads on the post-a-job form and the account screens come in
 * their language (errors.* keys; the error handler finds them by their English), and in English
 * word for word as before. Nothing changes on a refusal.
 */
let t: TestApp;
let client: TestUser;
let freelancer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, { fullName: 'Lola Cliente' });
  freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Farid Freelancer', profession: 'Web Developer' });
});
afterAll(() => t.close());

describe('POST /posts/createpost', () => {
  const create = (user: TestUser, language: string | null, payload: Record<string, unknown>) =>
    as(
      t.app,
      user,
    )({
      method: 'POST',
      url: '/api/v1/posts/createpost',
      headers: language ? { 'accept-language': language } : {},
      payload,
    });
  const good = { title: 'A logo', description: 'A clean logo', budget: '100-200', category: 'Graphic Design' };

  it('creates the post whatever the language', async () => {
    const res = await create(client, 'ar', good);
    expect(res.statusCode).toBe(201);
  });

  it('names each refused field in the language, and in English as before', async () => {
    const empty = { ...good, title: '', budget: 'lots' };
    const english = await create(client, null, empty);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Title is required' },
        { field: 'budget', message: 'Choose a budget from the list' },
      ]),
    );
    const spanish = await create(client, 'es', empty);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'El título es obligatorio' },
        { field: 'budget', message: 'Elige un presupuesto de la lista' },
      ]),
    );
    const arabic = await create(client, 'ar', { ...good, budget: '1000+' });
    expect(arabic.json().errors).toEqual([{ field: 'budgetAmount', message: 'أدخل المبلغ (أكثر من 1,000 US$)' }]);
    const mine = await as(t.app, client)({ method: 'GET', url: '/api/v1/posts/mypost' });
    expect(mine.json().data.items ?? mine.json().data).toHaveLength(1);
  });

  it('refuses a freelancer in their language', async () => {
    expect((await create(freelancer, null, good)).json().message).toBe('Only clients can create posts');
    const french = await create(freelancer, 'fr', good);
    expect(french.statusCode).toBe(403);
    expect(french.json().message).toBe('Seuls les clients peuvent publier des offres');
  });
});

describe('POST /users/change-password', () => {
  it('says a wrong current password under its field in the language', async () => {
    const res = await as(
      t.app,
      client,
    )({
      method: 'POST',
      url: '/api/v1/users/change-password',
      headers: { 'accept-language': 'pt-BR' },
      payload: { currentPassword: 'not the password', newPassword: 'a much longer new passphrase' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'currentPassword', message: 'Sua senha atual não está correta' }]);
  });
});

describe('DELETE /users/delete-account', () => {
  it('refuses a wrong password in the language and keeps the account', async () => {
    const remove = (language: string | null) =>
      as(
        t.app,
        freelancer,
      )({
        method: 'DELETE',
        url: '/api/v1/users/delete-account',
        headers: language ? { 'accept-language': language } : {},
        payload: { password: 'not the password' },
      });
    expect((await remove(null)).json().message).toBe('Incorrect password');
    const arabic = await remove('ar');
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().message).toBe('كلمة المرور غير صحيحة');
    const me = await as(t.app, freelancer)({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(me.statusCode).toBe(200);
  });
});
