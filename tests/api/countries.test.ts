import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from '@shared/countries';
import { publishGig } from '../support/gigs';
import { bodyText, readHead } from '../support/html-page';
import { createPagesTestApp } from '../support/pages-app';
import { as, signUp, type TestApp, type TestUser } from '../support/test-app';

// Issue 33: a person's country is an ISO 3166-1 code, named in each viewer's language.
let t: TestApp;
beforeAll(async () => {
  t = await createPagesTestApp();
});
afterAll(() => t.close());

const setCountry = (user: TestUser, country: unknown) =>
  as(
    t.app,
    user,
  )({ method: 'PUT', url: '/api/v1/users/update-profile', payload: { fullName: 'Cora Country', country } });
const countryOf = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/users/get-user' })).json().data.country;

describe('PUT /users/update-profile: country', () => {
  it('saves an ISO code, in upper case whatever case it came in, and answers it; "" clears it', async () => {
    const user = await signUp(t.app, { role: 'freelancer' });
    const put = await setCountry(user, 'PL');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.country).toBe('PL');
    expect(await countryOf(user)).toBe('PL');
    expect((await setCountry(user, ' es ')).json().data.country).toBe('ES');
    expect(await countryOf(user)).toBe('ES');
    const public_ = await t.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}` });
    expect(public_.json().country).toBe('ES');
    expect((await setCountry(user, '')).statusCode).toBe(200);
    expect(await countryOf(user)).toBeNull();
  });

  it.each([['Poland'], ['XX'], ['POL'], [42]])('refuses %s naming country, and changes nothing', async (wrong) => {
    const user = await signUp(t.app, { role: 'freelancer' });
    await setCountry(user, 'DE');
    const res = await setCountry(user, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'country', message: 'Choose a country from the list' }]);
    expect(await countryOf(user)).toBe('DE');
  });
});

describe('GET /profile/{id} and /gig/{id}: the country in the page’s language', () => {
  it('names the code in English, Spanish and Arabic in the rendered page; meta and JSON-LD stay English', async () => {
    const seller = await signUp(t.app, {
      role: 'freelancer',
      fullName: 'Pola Polska',
      profession: 'Frontend Developer',
    });
    expect((await setCountry(seller, 'pl')).statusCode).toBe(200);
    const page = (url: string) => as(t.app, null)({ method: 'GET', url });

    const english = await page(`/profile/${seller.id}`);
    expect(bodyText(english.body)).toContain('Poland');
    const head = readHead(english.body);
    expect(head.meta('description')).toContain('in Poland'); // meta descriptions are English (docs/languages.md)
    expect(head.ofType('ProfilePage')?.mainEntity.homeLocation).toEqual({
      '@type': 'Country',
      name: 'Poland',
      identifier: 'PL',
    });

    const spanish = bodyText((await page(`/profile/${seller.id}?lang=es`)).body);
    expect(spanish).toContain('Polonia');
    expect(spanish).not.toContain('Poland');
    const arabic = bodyText((await page(`/profile/${seller.id}?lang=ar`)).body);
    expect(arabic).toContain('بولندا');
    expect(arabic).not.toContain('Poland');

    // The freelancer search's card carries the code, filtered by it in any case.
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/search/freelancers/search?country=pl' });
    const cards = found.json().data as { _id: string; country: string }[];
    expect(cards).toContainEqual(expect.objectContaining({ _id: seller.id, country: 'PL' }));
    expect(cards.every((c) => c.country === 'PL')).toBe(true);

    const gig = await publishGig(t.app, seller);
    expect(bodyText((await page(`/gig/${gig}?lang=ar`)).body)).toContain('بولندا');
  });
});

describe('shared/countries', () => {
  it('knows every ISO code, names each in every language, and sorts the list as the language sorts', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(isCountryCode('PL')).toBe(true);
    expect(isCountryCode('pl')).toBe(false);
    expect(countryName('PL', 'pt-BR')).toBe('Polônia');
    expect(countryName('Atlantis', 'es')).toBe('Atlantis');
    for (const locale of ['en', 'es', 'fr', 'pt-BR', 'ar']) {
      const options = countryOptions(locale);
      expect(options.map((o) => o.code).sort()).toEqual([...COUNTRY_CODES].sort());
      const collator = new Intl.Collator(locale);
      for (let i = 1; i < options.length; i++)
        expect(collator.compare(options[i - 1]!.name, options[i]!.name)).toBeLessThanOrEqual(0);
      expect(countryOptions(locale)).toBe(options); // built once per language
    }
    // French sorts "Égypte" among the E's, not after "Zimbabwe" as a plain comparison of code points would.
    const french = countryOptions('fr').map((o) => o.name);
    expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Espagne'));
    expect(french.at(-1)).toBe('Zimbabwe');
  });
});
