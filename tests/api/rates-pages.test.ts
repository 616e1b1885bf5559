import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { bodyText } from '../support/html-page';
import { createPagesTestApp } from '../support/pages-app';
import { signUp, type TestApp } from '../support/test-app';

let t: TestApp;
let gigId: string;
beforeAll(async () => {
  t = await createPagesTestApp();
  const seller = await signUp(t.app, {
    role: 'freelancer',
    fullName: 'Fred Freelancer',
    profession: 'Frontend Developer',
  });
  gigId = await publishGig(t.app, seller, { title: 'I will mix your song', serviceTitle: 'Full mix', price: '50' });
  // 1 USD = 0.92 EUR, set now: $50 is about €46.
  await t.ctx.db.insert(currencyRates).values({ currency: 'EUR', rateMicros: 920_000 });
});
afterAll(() => t.close());

/** The gig page as a signed-out visitor's first request gets it, rendered by the server. */
const gigPage = async (query = '', cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/gig/${gigId}${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return bodyText(res.body);
};

describe('a server-rendered gig page in a display currency', () => {
  it('shows "≈ €46" beside $50 with ?currency=EUR and a fresh rate, and offers EUR in the footer', async () => {
    const text = await gigPage('?currency=EUR');
    expect(text).toContain('$50');
    expect(text).toContain('≈ €46');
    expect(text).toContain('EUR – Euro');
  });

  it('takes the currency cookie when the address names none, and the address over the cookie', async () => {
    expect(await gigPage('', 'currency=EUR')).toContain('≈ €46');
    expect(await gigPage('?currency=USD', 'currency=EUR')).not.toContain('≈');
  });

  it('shows no approximation without a choice, for a currency without a rate, or in another language rounded as it writes', async () => {
    expect(await gigPage()).not.toContain('≈');
    expect(await gigPage('?currency=GBP')).not.toContain('≈');
    expect(await gigPage('?currency=EUR&lang=fr')).toMatch(/≈ 46\s€/);
  });

  it('shows nothing once the rate is older than seven days', async () => {
    await t.ctx.db
      .update(currencyRates)
      .set({ setAt: sql`now() - interval '8 days'` })
      .where(eq(currencyRates.currency, 'EUR'));
    const text = await gigPage('?currency=EUR');
    expect(text).toContain('$50');
    expect(text).not.toContain('≈');
    expect(text).not.toContain('EUR – Euro');
  });
});
