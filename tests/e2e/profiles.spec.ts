import type { APIRequestContext } from '@playwright/test';
import { expect, newUserData, test, toastShown } from './fixtures';

/** A freelancer set up over the API in its own cookie jar, so the page stays whoever the test wants. */
async function seedFreelancer(
  request: APIRequestContext,
  fullName: string,
  opts: { profession: string; skills: string; projects: number },
) {
  const data = newUserData('freelancer', fullName);
  const reg = await request.post('/api/v1/users/register', {
    multipart: {
      fullName: data.fullName,
      username: data.username,
      email: data.email,
      password: data.password,
      isClient: 'false',
      profession: opts.profession,
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  expect(
    (await request.post('/api/v1/users/login', { data: { email: data.email, password: data.password } })).status(),
  ).toBe(200);
  expect((await request.post('/api/v1/users/add-skill', { data: { skills: opts.skills } })).status()).toBe(200);
  for (let n = 1; n <= opts.projects; n += 1) {
    expect(
      (
        await request.post('/api/v1/project', {
          data: { title: `Case study ${n}`, projectUrl: `https://portfolio.example.com/${n}` },
        })
      ).status(),
    ).toBe(201);
  }
  expect((await request.post('/api/v1/users/logout')).status()).toBe(200);
  return { ...data, id: (await reg.json()).data._id as string };
}

test.describe('freelancer profiles', () => {
  test('a freelancer adds skills, earns the verified badge with three projects and loses it with a delete', async ({
    page,
    signIn,
  }) => {
    await signIn('freelancer');
    await page.goto('/userprofile');
    const panelBadge = page.getByTitle('Verified');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();

    await page.getByRole('tab', { name: 'Skills' }).click();
    await expect(page.getByText('No skills added yet!')).toBeVisible();
    await page.getByRole('button', { name: 'Add skills' }).click();
    const skillsBox = page.getByPlaceholder('Enter skills seprated with commas');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('No skills added yet!')).toBeVisible();
    await skillsBox.fill(' Rust, Elixir ,, rust ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const chips = page.getByRole('list', { name: 'Skills' });
    await expect(chips.getByRole('listitem')).toHaveText(['Rust', 'Elixir']);
    await expect(skillsBox).toHaveValue('');
    await page.getByRole('button', { name: 'Remove Elixir' }).click();
    await expect(chips.getByRole('listitem')).toHaveText(['Rust']);

    await page.getByRole('tab', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { name: /3 projects are required to get verified/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add a project' }).click();
    const add = page.getByRole('button', { name: 'Add', exact: true });
    await add.click();
    // SPEC's toasts, and each refused field marked with the same words.
    await expect(page.locator('.Toastify').getByText('both the fields are required!')).toBeVisible();
    await expect(page.getByLabel('Project title')).toHaveAccessibleDescription('both the fields are required!');
    await page.getByLabel('Project title').fill('Sneaky');
    await page.getByLabel('Project link').fill('javascript:alert(1)');
    await add.click();
    await expect(page.locator('.Toastify').getByText('Please enter a valid URL for the project.')).toBeVisible();
    await expect(page.getByLabel('Project link')).toHaveAccessibleDescription(
      'Please enter a valid URL for the project.',
    );

    const projectItems = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
    for (const n of [1, 2, 3]) {
      await page.getByLabel('Project title').fill(`Portfolio piece ${n}`);
      await page.getByLabel('Project link').fill(`https://example.com/work/${n}`);
      await add.click();
      await expect(projectItems).toHaveCount(n);
      await expect(projectItems.nth(n - 1)).toContainText(`Portfolio piece ${n}`);
      // The form clears itself after the save; typing before that would be wiped.
      await expect(page.getByLabel('Project title')).toHaveValue('');
      if (n < 3) await expect(panelBadge).toHaveCount(0);
    }
    await expect(page.getByText('Project added successfully').first()).toBeVisible();
    await expect(panelBadge).toBeVisible();

    const show = page.getByRole('link', { name: 'Show Portfolio piece 2' });
    await expect(show).toHaveAttribute('href', 'https://example.com/work/2');
    await expect(show).toHaveAttribute('target', '_blank');
    await expect(show).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('button', { name: 'Delete Portfolio piece 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the project “Portfolio piece 1”?' });
    // Three projects made the badge: the dialog says deleting one loses it.
    await expect(confirm.getByText(/you lose the verified badge/)).toBeVisible();
    const deleted = toastShown(page, 'Project deleted successfully');
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await deleted;
    await expect(projectItems).toHaveCount(2);
    await expect(projectItems.first()).toContainText('Portfolio piece 2');
    await expect(panelBadge).toHaveCount(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Projects' }).click();
    await expect(projectItems).toHaveCount(2);
    await expect(panelBadge).toHaveCount(0);
  });

  test('a client has only the Profile tab', async ({ page, signIn }) => {
    await signIn('client');
    await page.goto('/userprofile');
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
  });

  test('a guest finds talent from the menu; a client finds a freelancer by name, profession and skill, and opens the profile', async ({
    page,
    request,
    signIn,
  }) => {
    const tag = Math.random().toString(36).slice(2, 7);
    const skill = `Quasarcraft${tag}`;
    const freelancer = await seedFreelancer(request, `Zephyrine Quillon ${tag}`, {
      profession: 'Cyber Security Engineer',
      skills: `Game Development, ${skill}`,
      projects: 3,
    });
    const resultLink = page.getByRole('link', { name: new RegExp(freelancer.fullName) });

    await page.goto('/');
    await page.getByRole('button', { name: 'Find Talents' }).click();
    await page.getByRole('link', { name: 'Game Developers' }).click();
    await expect(page).toHaveURL(/\/search_user\?query=game-developers$/);
    await expect(page.getByRole('heading', { name: 'Game Developers' })).toBeVisible();
    await expect(resultLink).toBeVisible();

    await signIn('client');
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Find Talents' })).toHaveCount(0);
    const headerSearch = page.getByPlaceholder('Search For Gigs').first();
    for (const term of [freelancer.fullName, 'Cyber Security Engineer', skill.toLowerCase().slice(0, -2)]) {
      await headerSearch.fill(term);
      await headerSearch.press('Enter');
      // The header searches gigs; the people matching the same words are the second tab.
      await expect(page).toHaveURL(`/gigs?search=${encodeURIComponent(term)}`);
      await page.getByRole('tab', { name: 'Freelancers' }).click();
      await expect(resultLink).toBeVisible();
    }
    await expect(resultLink.getByTitle('Verified')).toBeVisible();
    await expect(resultLink).toContainText('Cyber Security Engineer');

    await page.reload();
    await expect(resultLink).toBeVisible();
    await headerSearch.fill('nothing-matches-zzqqxx');
    await headerSearch.press('Enter');
    await expect(page.getByText('No gigs found')).toBeVisible();
    await page.goBack();
    await resultLink.click();

    await expect(page).toHaveURL(`/profile/${freelancer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: freelancer.fullName })).toBeVisible();
    await expect(page.getByText(freelancer.username, { exact: true })).toBeVisible();
    await expect(page.getByText(freelancer.email, { exact: true })).toHaveCount(0); // the e-mail is for its owner only
    await expect(page.getByRole('button', { name: 'Message' })).toBeVisible();
    await page.getByRole('tab', { name: 'Skills' }).click();
    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Game Development',
      skill,
    ]);
    await page.getByRole('tab', { name: 'Projects' }).click();
    await expect(page.getByText('3 projects are required to get verified')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show Case study 3' })).toHaveAttribute(
      'href',
      'https://portfolio.example.com/3',
    );
  });

  test('a public profile without skills says so', async ({ page, request, signIn }) => {
    const freelancer = await seedFreelancer(request, 'Nadia Noskills', {
      profession: 'Video Editor',
      skills: '',
      projects: 0,
    });
    await signIn('client');
    await page.goto(`/profile/${freelancer.id}`);
    await page.getByRole('tab', { name: 'Skills' }).click();
    await expect(page.getByText('No skills added yet!')).toBeVisible();
    await page.goto('/profile/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('User not found')).toBeVisible();
  });
});
