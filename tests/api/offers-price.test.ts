import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema';
import { offerCall, offerTerms, postWithApplicant } from '../support/offers';
import { useTestApp } from '../support/use-test-app';

/** An offer's price is a number (or the decimal text a form field holds), never true, [7] or "0x10". */
const t = useTestApp();

describe('POST /offers price', () => {
  it('takes a JSON number, and the decimal text a form sends', async () => {
    for (const [price, dollars] of [
      [250, 250],
      ['75', 75],
      [' 1200 ', 1200],
    ] as const) {
      const { client, application } = await postWithApplicant(t);
      const res = await offerCall(t, client, 'POST', '/offers', {
        applicationId: application._id,
        ...offerTerms,
        price,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.price).toBe(dollars);
    }
  });

  it('answers 400 naming price for true, [7], "0x10", "1e3", "" and {}, and makes no offer', async () => {
    const { client, application } = await postWithApplicant(t);
    for (const price of [true, [7], '0x10', '1e3', '', {}, 'twelve']) {
      const res = await offerCall(t, client, 'POST', '/offers', {
        applicationId: application._id,
        ...offerTerms,
        price,
      });
      expect(res.statusCode, JSON.stringify(price)).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'price', message: 'Price must be a number' });
    }
    expect(await t.ctx.db.select().from(offers).where(eq(offers.applicationId, application._id))).toHaveLength(0);
  });
});
