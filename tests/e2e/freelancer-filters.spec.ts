// Issue 35, freelancer search filters and sort: a client narrows /search_user by a skill and a
// country, sorts by rating, keeps it all in the URL, and opens a profile. 375 and 1280 px.
import { createUser, expect, logInAs, personIn, shootHere, test } from './fixtures';
import { apiGig, completedOrder } from './gig-helpers';

for (const width of [375, 1280]) {
  test.describe(`Freelancer filters at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a client filters freelancers by skill and country, sorts by rating and opens a profile', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const tag = Math.random().toString(36).slice(2, 8);
      const skill = `Zorkscript${tag}`;
      const client = await createUser(page, 'client', 'Cleo Filter');
      await logInAs(page, client);
      /** A freelancer with the skill (or not) in the country, rated `star` by the client when given. */
      const freelancer = async (name: string, country: string, skills: string, star?: number) => {
        const person = await personIn(browser, undefined, 'freelancer', `${name} ${tag}`, width);
        expect((await person.page.request.post('/api/v1/users/add-skill', { data: { skills } })).status()).toBe(200);
        const profile = await person.page.request.put('/api/v1/users/update-profile', {
          data: { fullName: person.user.fullName, country, languages: ['English'] },
        });
        expect(profile.status(), await profile.text()).toBe(200);
        if (star) {
          const gigId = await apiGig(person.page.request, { title: `Zork scripts ${tag} ${name}` });
          await completedOrder(page.request, person.page.request, gigId);
          const review = await page.request.post('/api/v1/reviews', { data: { gigId, star, desc: 'Solid work.' } });
          expect(review.status()).toBe(201);
        }
        await person.close();
        return person.user.fullName;
      };
      // Oldest first: Fay is the best rated but not the newest.
      const fay = await freelancer('Fay Best', 'PL', skill, 5);
      const gus = await freelancer('Gus Fair', 'PL', skill, 3);
      await freelancer('Hal Away', 'DE', skill);
      await freelancer('Ivy Other', 'PL', 'Cobol');

      await page.goto('/search_user');
      await expect(page.getByRole('heading', { name: 'Find freelancers' })).toBeVisible();
      const filtersButton = page.getByRole('button', { name: /^Filters/ });
      if (width < 1024) {
        // On a phone the panel waits behind its button, so the first freelancer shows at once.
        await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
        await filtersButton.click();
      } else await expect(filtersButton).toBeHidden();
      const panel = page.getByRole('form', { name: 'Filters' });

      // A price range the wrong way round: the message sits under its field, nothing is searched.
      await panel.getByLabel('Gig from ($)').fill('50');
      await panel.getByLabel('Gig up to ($)').fill('10');
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      await expect(panel.getByLabel('Gig up to ($)')).toHaveAccessibleDescription('must not be below the min price');
      await expect(page).toHaveURL(/\/search_user$/);
      await panel.getByLabel('Gig from ($)').fill('');
      await panel.getByLabel('Gig up to ($)').fill('');

      await panel.getByLabel('Skills').fill(skill.toLowerCase());
      await panel.getByLabel('Country').selectOption({ label: 'Poland' });
      await panel.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`skills=${skill.toLowerCase()}&country=PL`));
      const results = page.getByRole('list', { name: 'Freelancers' });
      const cards = results.getByRole('link');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0)).toContainText(gus);
      await expect(cards.nth(1)).toContainText(fay);
      await expect(page.getByText('2 freelancers')).toBeVisible();

      await page.getByLabel('Sort by').selectOption({ label: 'Best rated' });
      await expect(page).toHaveURL(/sort=rating/);
      await expect(cards.nth(0)).toContainText(fay);
      await expect(cards.nth(1)).toContainText(gus);
      await shootHere(page, `freelancer-filters-${width}`);

      // The link holds the whole search: opened afresh, the same two in the same order.
      await page.goto(page.url());
      await expect(cards.nth(0)).toContainText(fay);
      await expect(cards).toHaveCount(2);
      if (width < 1024) await filtersButton.click();
      await expect(panel.getByLabel('Country')).toHaveValue('PL');

      await cards.nth(0).click();
      await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: fay })).toBeVisible();
    });
  });
}
