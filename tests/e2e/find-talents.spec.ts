// Issue 36, "Find Talents": each menu link finds its trade (Admin Support is not data analysts,
// Game Developers are not every developer), and /search_user lists freelancers before anything
// is typed, newest first. 375 and 1280 px.
import type { APIRequestContext } from '@playwright/test';
import { axe, expect, newUserData, test } from './fixtures';

async function freelancer(request: APIRequestContext, fullName: string, profession: string, skills: string) {
  const data = newUserData('freelancer', fullName);
  const reg = await request.post('/api/v1/users/register', {
    multipart: {
      fullName: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
      isClient: 'false',
      profession,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  expect(
    (await request.post('/api/v1/users/login', { data: { email: data.email, password: data.password } })).status(),
  ).toBe(200);
  expect((await request.post('/api/v1/users/add-skill', { data: { skills } })).status()).toBe(200);
  expect((await request.post('/api/v1/users/logout')).status()).toBe(200);
  return data;
}

for (const width of [375, 1280]) {
  test.describe(`Find Talents at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each menu link finds its own trade, and /search_user lists the newest freelancers at once', async ({
      page,
      request,
    }) => {
      const tag = Math.random().toString(36).slice(2, 7);
      const analyst = await freelancer(request, `Dana Analyst ${tag}`, 'Data Analyst', `Excel, Tableau${tag}`);
      const assistant = await freelancer(
        request,
        `Ada Assistant ${tag}`,
        'Software Engineer',
        `Admin Support, Data Entry, Quillwork${tag}`,
      );
      const webDev = await freelancer(request, `Wes Webdev ${tag}`, 'Web Developer', `React, Quillwork${tag}`);
      const gameDev = await freelancer(
        request,
        `Gale Gamedev ${tag}`,
        'Software Engineer',
        `Game Development, Unity, Quillwork${tag}`,
      );
      const card = (name: string) =>
        page.getByRole('list', { name: 'Freelancers' }).getByRole('link', { name: new RegExp(name) });

      // Before anything is typed: the newest freelancers, the one who signed up last first.
      await page.goto('/search_user');
      await expect(page.getByRole('heading', { name: 'Find freelancers' })).toBeVisible();
      // Other tests sign people up at the same time, so only the order among our own four is ours to assert.
      await expect(card(analyst.fullName)).toBeVisible();
      const names = await page.getByRole('list', { name: 'Freelancers' }).getByRole('link').allInnerTexts();
      const rank = (name: string) => names.findIndex((text) => text.includes(name));
      expect([gameDev, webDev, assistant, analyst].map((person) => rank(person.fullName))).toEqual(
        [rank(gameDev.fullName), rank(webDev.fullName), rank(assistant.fullName), rank(analyst.fullName)].sort(
          (a, b) => a - b,
        ),
      );
      expect(rank(analyst.fullName)).toBeGreaterThanOrEqual(0);
      await expect(page.getByText(/\d+\+? freelancers?/)).toBeVisible();
      expect((await axe(page).analyze()).violations).toEqual([]);

      const openMenu = async (label: string) => {
        await page.goto('/');
        // The phone's slide-out menu lists the same links under a "Find Talents" heading.
        if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
        else await page.getByRole('button', { name: 'Find Talents' }).click();
        await page.getByRole('link', { name: label }).click();
      };

      await openMenu('Hire Admin Support');
      await expect(page).toHaveURL(/\/search_user\?query=admin-support$/);
      await expect(page.getByRole('heading', { name: 'Admin Support' })).toBeVisible();
      await expect(card(assistant.fullName)).toBeVisible();
      await expect(card(analyst.fullName)).toHaveCount(0);

      await openMenu('Game Developers');
      await expect(page.getByRole('heading', { name: 'Game Developers' })).toBeVisible();
      await expect(card(gameDev.fullName)).toBeVisible();
      await expect(card(webDev.fullName)).toHaveCount(0);
    });
  });
}
