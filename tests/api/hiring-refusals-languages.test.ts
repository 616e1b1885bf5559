import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * Issue 33: the payout and offer forms' refusals (the shared schemas and the payouts module keep
 * them in English) answer in the reader's language, as `errors.*` messages the error handler
 * looks up, and in English word for word.
 */
let t: TestApp;
let freelancer: TestUser;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Fay Freelancer' });
  client = await signUp(t.app, { role: 'client', fullName: 'Cleo Client' });
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: object, language?: string) =>
  as(t.app, user)({ method: 'POST', url, payload, headers: language ? { 'accept-language': language } : {} });

describe('POST /payouts/withdraw and /payouts/account: refusals in the reader’s language', () => {
  it('says to add a payout account first, in Spanish and in English as before', async () => {
    const english = await post(freelancer, '/api/v1/payouts/withdraw', {});
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe('Add a payout account before withdrawing.');
    const spanish = await post(freelancer, '/api/v1/payouts/withdraw', {}, 'es');
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toBe('Añade una cuenta de cobro antes de retirar.');
  });

  it('names the account number’s problem on its field, in Arabic', async () => {
    const res = await post(freelancer, '/api/v1/payouts/account', { accountHolder: 'F', accountNumber: '12ab' }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'accountHolder', message: 'يجب أن يتكون اسم صاحب الحساب من حرفين على الأقل' },
        { field: 'accountNumber', message: 'يجب أن يتكون رقم الحساب من 6 إلى 17 خانة' },
      ]),
    );
  });
});

describe('POST /offers: the terms’ field messages in the reader’s language', () => {
  const terms = {
    applicationId: '00000000-0000-4000-8000-000000000000',
    title: 'A shop',
    description: '',
    price: 0,
    deliveryDays: 400,
    revisions: 1,
  };
  it('answers each field in French, and in English word for word', async () => {
    const english = await post(client, '/api/v1/offers', terms);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'description', message: 'Describe the work' },
        { field: 'price', message: 'Price must be at least $1' },
        { field: 'deliveryDays', message: 'Delivery days must be at most 365' },
      ]),
    );
    const french = await post(client, '/api/v1/offers', terms, 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'description', message: 'Décrivez le travail' },
        { field: 'price', message: 'Le prix doit être d’au moins 1\u00a0$US' },
        { field: 'deliveryDays', message: 'Il faut au plus 365 jours de livraison' },
      ]),
    );
  });
});
