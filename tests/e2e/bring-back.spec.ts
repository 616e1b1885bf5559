// Issue 35, "Bring people back": a client saves a gig to a new list from the gig search and finds
// it on the Saved screen; a client invites a freelancer from search, sees "Invited" then "Applied",
// and the freelancer sees "Invited" on the post; a freelancer saves a search with instant alerts
// and the bell rings when a client posts a matching job. 375 and 1280 px.
import { expect, personIn, shootHere, test } from './fixtures';
import { apiGig, png } from './gig-helpers';

for (const width of [375, 1280]) {
  test.describe(`Bring people back at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a client saves a gig to a new list with the heart and finds it under Saved', async ({ browser, baseURL }) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const seller = await personIn(browser, baseURL, 'freelancer', `Sol Seller ${tag}`);
      const title = `I will compose a jingle ${tag}`;
      await apiGig(seller.page.request, { title });
      await seller.close();
      const client = await personIn(browser, baseURL, 'client', `Cleo Client ${tag}`);
      const p = client.page;
      await p.setViewportSize({ width, height: 900 });

      await p.goto(`/gigs?search=${encodeURIComponent(tag)}`);
      await p.getByRole('button', { name: `Save ${title} to a list` }).click();
      const dialog = p.getByRole('dialog', { name: 'Save to a list' });
      await expect(dialog.getByText('You have no lists yet. Name your first one below.')).toBeVisible();
      // An empty name is refused under the field, nothing is created.
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await dialog.getByLabel('New list').fill(`Jingles ${tag}`);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(`Jingles ${tag}`) })).toBeChecked();
      await shootHere(p, `save-to-list-${width}`);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();

      await p.goto('/saved');
      await expect(p.getByRole('heading', { name: `Jingles ${tag}` })).toBeVisible();
      await expect(
        p.getByRole('list', { name: `Saved in Jingles ${tag}` }).getByRole('link', { name: title }),
      ).toBeVisible();
      // Nothing wider than the screen (a long title once pushed the phone's page sideways).
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shootHere(p, `saved-${width}`);
      // Removing it empties the list.
      await p.getByRole('button', { name: `Remove ${title} from this list` }).click();
      await expect(p.getByText('This list is empty')).toBeVisible();
      await client.close();
    });

    test('a client invites a freelancer from search: Invited, the freelancer sees it, then Applied', async ({
      browser,
      baseURL,
    }) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const client = await personIn(browser, baseURL, 'client', `Ines Inviter ${tag}`);
      const freelancer = await personIn(browser, baseURL, 'freelancer', `Ivo Invitee ${tag}`);
      const p = client.page;
      await p.setViewportSize({ width, height: 900 });
      const title = `Menu site for a cafe ${tag}`;
      const created = await p.request.post('/api/v1/posts/createpost', {
        data: {
          title,
          description: 'A one-page site with a menu.',
          budget: '100-200',
          category: 'Web Development',
          tags: 'React',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const postId = (await created.json()).data._id as string;

      await p.goto(`/search_user?query=${encodeURIComponent(`Ivo Invitee ${tag}`)}`);
      await p.getByRole('button', { name: `Invite Ivo Invitee ${tag} to a job` }).click();
      const dialog = p.getByRole('dialog', { name: `Invite Ivo Invitee ${tag} to a job` });
      await expect(dialog.getByLabel('Job post')).toHaveValue(postId);
      // No message: refused under the field.
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog.getByText('Message is required')).toBeVisible();
      await dialog.getByLabel('Message').fill('Your cafe sites are lovely; please send a proposal.');
      await shootHere(p, `invite-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(p.getByText(`Invited to ${title}`)).toBeVisible();

      await p.goto(`/post/${postId}`);
      const invited = p.getByRole('list', { name: 'Invited freelancers' });
      await expect(invited.getByRole('listitem').filter({ hasText: `Ivo Invitee ${tag}` })).toContainText('Invited');
      await shootHere(p, `post-invited-${width}`);

      // The freelancer: the bell, then "Invited" on the post.
      const f = freelancer.page;
      await f.setViewportSize({ width, height: 900 });
      await f.goto(`/post/${postId}`);
      await expect(f.getByRole('region', { name: 'Invitation' })).toContainText(
        `Ines Inviter ${tag} invited you to apply to this job.`,
      );
      await shootHere(f, `post-invitation-${width}`);
      const applied = await f.request.post(`/api/v1/applications/createapplication/${postId}`, {
        multipart: {
          coverLetter: 'Happy to.',
          attachment: { name: 'a.png', mimeType: 'image/png', buffer: await png() },
        },
      });
      expect(applied.status(), await applied.text()).toBe(201);

      await p.reload();
      await expect(invited.getByRole('listitem').filter({ hasText: `Ivo Invitee ${tag}` })).toContainText('Applied');
      await freelancer.close();
      await client.close();
    });

    test('a freelancer saves a job search with instant alerts and the bell rings for a matching post', async ({
      browser,
      baseURL,
    }) => {
      const word = `zq${Math.random().toString(36).slice(2, 8)}`;
      const freelancer = await personIn(browser, baseURL, 'freelancer', `Ada Alert ${word}`);
      const client = await personIn(browser, baseURL, 'client', `Carl Poster ${word}`);
      const f = freelancer.page;
      await f.setViewportSize({ width, height: 900 });
      await f.goto(`/search/${word}?budget=100-200`);
      await expect(f.getByRole('heading', { name: `Results for “${word}”` })).toBeVisible();
      await f.getByRole('button', { name: 'Save this search' }).click();
      const dialog = f.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByLabel('Name').fill(`Alerts ${word}`);
      await expect(dialog.getByLabel('Tell me about new jobs')).toHaveValue('instant');
      await shootHere(f, `save-search-${width}`);
      await dialog.getByRole('button', { name: 'Save search' }).click();
      await expect(dialog).toBeHidden();

      await f.goto('/saved-searches');
      const saved = f.getByRole('list', { name: 'Saved searches' }).getByRole('link', { name: `Alerts ${word}` });
      await expect(saved).toHaveAttribute('href', `/search/${word}?budget=100-200`);
      expect(await f.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shootHere(f, `saved-searches-${width}`);
      const bell = f.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');

      // A post outside the budget does not ring; a matching one does, without a reload.
      for (const [title, budget] of [
        [`Cheap ${word} task`, '0-50'],
        [`Landing page for ${word}`, '100-200'],
      ]) {
        const res = await client.page.request.post('/api/v1/posts/createpost', {
          data: { title, description: 'A page.', budget, category: 'Web Development', tags: 'React' },
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 10_000 });
      await bell.click();
      await expect(f.getByRole('list', { name: 'Notifications' })).toContainText(
        `New job for your search “Alerts ${word}”: Landing page for ${word}`,
      );
      await expect(f.getByRole('list', { name: 'Notifications' })).not.toContainText(`Cheap ${word} task`);
      await freelancer.close();
      await client.close();
    });
  });
}
