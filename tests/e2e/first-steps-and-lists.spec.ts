import { createUser, expect, logInAs, logInAsAdmin, shootHere, test } from './fixtures';

for (const width of [375, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a new freelancer's dashboard lists first steps that tick themselves from the data, and its empty states lead somewhere", async ({
      page,
      signIn,
    }) => {
      await signIn('freelancer');
      await page.goto('/dashboard');
      const steps = page.getByRole('region', { name: 'First steps' });
      await expect(steps).toContainText('0 of 4 done');
      await expect(steps.getByRole('listitem')).toHaveText([
        /Add your skills: to do/,
        /Show 3 portfolio projects \(0 of 3\): to do/,
        /Publish your first gig: to do/,
        /Set up your payout account: to do/,
      ]);
      await page.getByRole('tab', { name: 'Bookmarked' }).click();
      await page.getByRole('button', { name: 'Browse recent jobs' }).click();
      await expect(page.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
      await shootHere(page, `first-steps-${width}`);

      // Done elsewhere, the steps tick on their own.
      expect(
        (await page.request.post('/api/v1/users/add-skill', { data: { skills: 'React, Node.js' } })).status(),
      ).toBe(200);
      expect(
        (
          await page.request.post('/api/v1/project', {
            data: { title: 'Shop relaunch', projectUrl: 'https://example.com/shop' },
          })
        ).status(),
      ).toBe(201);
      await page.reload();
      await expect(steps).toContainText('1 of 4 done');
      await expect(steps.getByRole('listitem').first()).toHaveText(/Add your skills: done/);
      await expect(steps.getByRole('listitem').nth(1)).toHaveText(/\(1 of 3\): to do/);
      await steps.getByRole('link', { name: 'Add projects' }).click();
      await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    });

    test('the messages list says "Mark as Read" once on a phone, per row on a desktop; a sideways tab row shows there is more', async ({
      page,
      browser,
      baseURL,
    }) => {
      const me = await createUser(page, 'client', 'Clio Inbox');
      for (const name of ['Finn One', 'Finn Two', 'Finn Three']) {
        const context = await browser.newContext({ baseURL });
        const other = await context.newPage();
        const freelancer = await createUser(other, 'freelancer', name);
        await logInAs(other, freelancer);
        const started = await other.request.post('/api/v1/conversations', { data: { to: me.id } });
        expect(
          (
            await other.request.post('/api/v1/messages', {
              data: { conversationId: (await started.json()).id, desc: `Hello from ${name}` },
            })
          ).status(),
        ).toBe(201);
        await context.close();
      }
      await logInAs(page, me);
      await page.goto('/messages');
      await expect(page.getByText('Finn Three', { exact: true })).toBeVisible();
      const perRow = page.getByRole('button', { name: 'Mark as Read' });
      const all = page.getByRole('button', { name: 'Mark all as read' });
      if (width === 375) {
        await expect(perRow).toHaveCount(0);
        await expect(page.getByText('3 unread conversations')).toBeVisible();
        await shootHere(page, `messages-list-${width}`);
        await all.click();
        await expect(all).toHaveCount(0);
        await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);
      } else {
        await expect(perRow).toHaveCount(3);
        await expect(all).toBeHidden();
        await shootHere(page, `messages-list-${width}`);
      }

      // The admin console's section row scrolls sideways on a phone: its end says there is more.
      await logInAsAdmin(page);
      await page.goto('/admin/users');
      const more = page.getByTitle('More to the right');
      if (width === 375) {
        await expect(more).toBeVisible();
        await expect(page.getByRole('link', { name: 'Audit log' })).not.toBeInViewport({ ratio: 1 });
        await shootHere(page, `admin-row-${width}`);
        await more.click();
        await expect(page.getByTitle('More to the left')).toBeVisible();
      } else {
        await expect(more).toHaveCount(0);
      }
    });
  });
}
