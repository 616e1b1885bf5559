import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shared/money';
import { gigForm } from '../support/gigs';
import { multipart } from '../support/multipart';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * Issue 33: the gig form's field messages (the shared gig, package, extra and question schemas,
 * in English) reach the form in the reader's language, as `errors.*` messages the error handler
 * looks up; an amount in one is written in the reader's language ("1 US$", "50,000 US$" in
 * Arabic). English stays word for word.
 */
let t: TestApp;
let freelancer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  freelancer = await signUp(t.app, { role: 'freelancer', fullName: 'Sam Seller' });
});
afterAll(() => t.close());

async function post(overrides: Parameters<typeof gigForm>[0], language?: string) {
  const form = multipart(await gigForm(overrides));
  const headers = { ...form.headers, ...(language ? { 'accept-language': language } : {}) };
  return as(t.app, freelancer)({ method: 'POST', url: '/api/v1/gigs', ...form, headers });
}

const fieldsOf = (res: Awaited<ReturnType<typeof post>>) =>
  Object.fromEntries((res.json().errors as { field: string; message: string }[]).map((e) => [e.field, e.message]));

describe('POST /gigs: the form’s field messages in the reader’s language', () => {
  const wrong = {
    title: ' ',
    price: '0',
    deliveryTime: '400',
    packages: JSON.stringify([{ tier: 'standard', name: '', description: 'D', price: 1, deliveryDays: 1 }]),
    extras: JSON.stringify([{ title: 'Fast', priceCents: 150, extraDays: 0 }]),
  };

  it('answers English word for word', async () => {
    const res = await post(wrong);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({
      title: 'Title is required',
      price: 'Price must be at least $1',
      deliveryTime: 'Delivery time must be at most 365 days',
      'packages.0.name': 'Package name is required',
      'packages.0.revisions': 'Revisions must be a number',
      'extras.0.priceCents': 'Extra price must be whole dollars',
    });
  });

  it('answers Spanish and Arabic, the amount in the language, the summary rebuilt from them', async () => {
    const spanish = await post(wrong, 'es');
    expect(spanish.statusCode).toBe(400);
    expect(fieldsOf(spanish)).toMatchObject({
      title: 'El título es obligatorio',
      price: `El precio debe ser de al menos ${formatMoney(1, 'units', 'es')}`,
      deliveryTime: 'El plazo de entrega puede ser como máximo de 365 días',
      'packages.0.name': 'El nombre del paquete es obligatorio',
      'packages.0.revisions': 'Las revisiones deben ser un número',
      'extras.0.priceCents': 'El precio del extra debe ser en dólares enteros',
    });
    expect(spanish.json().message).toContain('price: El precio debe ser de al menos 1\u00a0US$');
    const arabic = await post({ price: '50001' }, 'ar');
    expect(fieldsOf(arabic)).toEqual({ price: 'يجب ألا يتجاوز السعر \u200f50,000\u00a0US$\u200e' });
    expect(formatMoney(50000, 'units', 'ar')).toBe('\u200f50,000\u00a0US$\u200e');
  });

  it('answers the owner-only refusals in French', async () => {
    const stranger = await signUp(t.app, { role: 'freelancer', fullName: 'Other Seller' });
    const created = await post({});
    expect(created.statusCode).toBe(201);
    const res = await as(
      t.app,
      stranger,
    )({
      method: 'POST',
      url: `/api/v1/gigs/${created.json().data._id}/pause`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Seul le propriétaire peut mettre ce service en pause');
  });
});
