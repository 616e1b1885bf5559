import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRateResponse, adminRatesResponse, publicRatesResponse } from '@shared/schemas/rates';
import { auditLog, currencyRates } from '../../server/db/schema';
import { runRatesCommand } from '../../server/modules/rates/command';
import { signUpAdmin } from '../support/admin';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t, 'Rita Rates');
  member = await signUp(t.app);
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: string, url: string, payload?: Record<string, unknown>) =>
  as(t.app, user)({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload }) });
const rateRow = async (currency: string) =>
  (await t.ctx.db.select().from(currencyRates).where(eq(currencyRates.currency, currency)))[0];
/** Dates a rate back `days` days (to the hour), as that long without an update would. */
const ageRate = (currency: string, days: number) =>
  t.ctx.db
    .update(currencyRates)
    .set({ setAt: sql`now() - make_interval(hours => ${Math.round(days * 24)})` })
    .where(eq(currencyRates.currency, currency));
const auditLines = (action: string, currency: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, currency)));

describe('POST /admin/rates', () => {
  it('sets a rate, exactly as typed, with its date and who set it, and writes the audit line', async () => {
    const res = await call(admin, 'POST', '/admin/rates', { currency: 'eur', rate: '0.92' });
    expect(res.statusCode).toBe(200);
    const rate = adminRateResponse.parse(res.json()).data;
    expect(rate).toMatchObject({
      currency: 'EUR',
      rate: '0.92',
      fresh: true,
      setBy: { id: admin.id, name: 'Rita Rates' },
    });
    expect((await rateRow('EUR'))?.rateMicros).toBe(920_000);
    const [line] = await auditLines('rate.set', 'EUR');
    expect(line).toMatchObject({ actorId: admin.id, targetType: 'currency', reason: 'admin console' });
    expect(line!.details).toMatchObject({ rate: '0.92', previousRate: null });
  });

  it('replaces a rate and dates it now; a JSON number is read as its decimal text', async () => {
    await ageRate('EUR', 3);
    const res = await call(admin, 'POST', '/admin/rates', { currency: 'EUR', rate: 0.9345 });
    expect(adminRateResponse.parse(res.json()).data.rate).toBe('0.9345');
    const row = await rateRow('EUR');
    expect(row?.rateMicros).toBe(934_500);
    expect(Date.now() - row!.setAt.getTime()).toBeLessThan(60_000);
    expect((await auditLines('rate.set', 'EUR')).map((l) => l.details.previousRate)).toContain('0.92');
  });

  it.each([
    [{ currency: 'EURO', rate: '0.9' }, 'currency'],
    [{ currency: 'XYZ', rate: '0.9' }, 'currency'],
    [{ currency: 'USD', rate: '1' }, 'currency'],
    [{ rate: '0.9' }, 'currency'],
    [{ currency: 'GBP', rate: '0' }, 'rate'],
    [{ currency: 'GBP', rate: '-1' }, 'rate'],
    [{ currency: 'GBP', rate: '0.1234567' }, 'rate'],
    [{ currency: 'GBP', rate: 'abc' }, 'rate'],
    [{ currency: 'GBP', rate: 1e12 }, 'rate'],
    [{ currency: 'GBP' }, 'rate'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (body, field) => {
    const res = await call(admin, 'POST', '/admin/rates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await rateRow('GBP')).toBeUndefined();
  });

  it('answers 401 signed out and 403 to a member, and sets nothing', async () => {
    expect((await call(null, 'POST', '/admin/rates', { currency: 'GBP', rate: '0.8' })).statusCode).toBe(401);
    expect((await call(member, 'POST', '/admin/rates', { currency: 'GBP', rate: '0.8' })).statusCode).toBe(403);
    expect(await rateRow('GBP')).toBeUndefined();
  });
});

describe('GET /admin/rates', () => {
  it('lists every rate, a stale one too, marked as such', async () => {
    await call(admin, 'POST', '/admin/rates', { currency: 'JPY', rate: '151.5' });
    await ageRate('JPY', 8);
    const res = await call(admin, 'GET', '/admin/rates');
    const rates = adminRatesResponse.parse(res.json()).data;
    expect(rates.map((r) => [r.currency, r.rate, r.fresh])).toEqual([
      ['EUR', '0.9345', true],
      ['JPY', '151.5', false],
    ]);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await call(null, 'GET', '/admin/rates')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/admin/rates')).statusCode).toBe(403);
  });
});

describe('GET /rates (public)', () => {
  it('answers the fresh rates only, to anyone, cacheable', async () => {
    const res = await call(null, 'GET', '/rates');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = publicRatesResponse.parse(res.json()).data;
    expect(body.marketplaceCurrency).toBe('USD');
    expect(body.rates.map((r) => [r.currency, r.rate])).toEqual([['EUR', '0.9345']]);
  });

  it('leaves a rate out once it is older than seven days', async () => {
    await ageRate('EUR', 7.01);
    expect(publicRatesResponse.parse((await call(member, 'GET', '/rates')).json()).data.rates).toEqual([]);
    await ageRate('EUR', 6.9);
    expect(publicRatesResponse.parse((await call(member, 'GET', '/rates')).json()).data.rates).toHaveLength(1);
  });
});

describe('DELETE /admin/rates/:currency', () => {
  it('answers 401 signed out and 403 to a member, and removes nothing', async () => {
    expect((await call(null, 'DELETE', '/admin/rates/JPY')).statusCode).toBe(401);
    expect((await call(member, 'DELETE', '/admin/rates/JPY')).statusCode).toBe(403);
    expect(await rateRow('JPY')).toBeDefined();
  });

  it('refuses a code that is not a currency (400 naming it) and one without a rate (404)', async () => {
    const bad = await call(admin, 'DELETE', '/admin/rates/EURO');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('currency');
    expect((await call(admin, 'DELETE', '/admin/rates/CHF')).statusCode).toBe(404);
  });

  it('removes a rate and writes the audit line', async () => {
    const res = await call(admin, 'DELETE', '/admin/rates/jpy');
    expect(res.statusCode).toBe(200);
    expect(await rateRow('JPY')).toBeUndefined();
    const [line] = await auditLines('rate.remove', 'JPY');
    expect(line).toMatchObject({ actorId: admin.id, reason: 'admin console' });
    expect(line!.details).toMatchObject({ previousRate: '151.5' });
  });
});

/** `npm run rates`: the command as cli.ts runs it, handed this file's database. */
async function rates(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const output = { out: (text: string) => (stdout += `${text}\n`), err: (text: string) => (stderr += `${text}\n`) };
  const status = await runRatesCommand(args, { LOG_LEVEL: 'silent' }, output, t.database);
  return { status, stdout, stderr };
}

describe('npm run rates', () => {
  it('sets, lists and removes a rate, each in the audit log as the command line', async () => {
    const set = await rates('set', 'chf', '0.88');
    expect(set).toMatchObject({ status: 0, stderr: '' });
    expect(set.stdout).toContain('1 USD = 0.88 CHF');
    expect((await rateRow('CHF'))?.setBy).toBeNull();
    await ageRate('CHF', 10);
    const list = await rates('list');
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/CHF {2}0\.88 {2}set .* by command line {2}\(stale/);
    expect(list.stdout).toMatch(/EUR {2}0\.9345 {2}set .* by Rita Rates\n/);
    expect(await rates('remove', 'CHF')).toMatchObject({ status: 0, stdout: 'Removed the rate for CHF.\n' });
    expect(await rateRow('CHF')).toBeUndefined();
    const lines = [...(await auditLines('rate.set', 'CHF')), ...(await auditLines('rate.remove', 'CHF'))];
    expect(lines.map((l) => [l.action, l.actorId, l.actorName, l.reason])).toEqual([
      ['rate.set', null, 'Workify', 'command line'],
      ['rate.remove', null, 'Workify', 'command line'],
    ]);
  });

  it.each([
    [['set', 'EURO', '0.9'], 'currency: must be a currency code such as EUR'],
    [['set', 'GBP', '0,9'], 'rate: must be a number above 0'],
    [['set', 'USD', '1'], 'currency: is the marketplace currency (USD)'],
    [['set', 'GBP'], 'Usage:'],
    [['remove'], 'Usage:'],
    [['remove', 'NZD'], 'A rate for NZD not found'],
    [['convert', 'EUR'], 'Usage:'],
  ])('refuses %j: exit 1, says why, changes nothing', async (args, said) => {
    const before = await t.ctx.db.select().from(currencyRates);
    const run = await rates(...args);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(said);
    expect(await t.ctx.db.select().from(currencyRates)).toEqual(before);
  });
});
