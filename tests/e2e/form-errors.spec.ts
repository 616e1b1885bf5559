import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { createUser, expect, logInAs, test } from './fixtures';
import { apiGig as publishGig, completedOrder } from './gig-helpers';

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#047857' } })
    .png()
    .toBuffer();

/** The message sits under its own field: the control is aria-invalid and described by it. */
async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The description is the hint (if any) followed by the error.
  await expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
  );
}

test.describe('field errors under their fields', () => {
  test('sign-up checks the password length its hint states, and marks each wrong field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Sam Short');
    await page.getByLabel('Username').fill('x');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(page.getByLabel('Password'), /Password must be at least 8 characters/);
    await expectFieldError(page.getByLabel('Username'), 'Username must be at least 3 characters');
    await expectFieldError(page.getByLabel('Email'), 'Email address must be a valid address');
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/signup$/); // nothing was sent

    await page.getByRole('switch', { name: 'Become a Freelancer' }).click();
    await page.getByLabel('Password').fill('a long password');
    await page.getByLabel('Username').fill(`sam_${Date.now().toString(36)}`);
    await page.getByLabel('Email').fill(`sam${Date.now().toString(36)}@example.com`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(page.getByLabel('Profession'), 'Profession is required for freelancers');
    await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('create post marks title, description, budget and category', async ({ page, signIn }) => {
    await signIn('client');
    await page.goto('/createpost');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expectFieldError(page.getByLabel('Title'), 'Title is required');
    await expectFieldError(page.getByLabel('Description'), 'Description is required');
    await expectFieldError(page.getByLabel('Budget'), 'Choose a budget from the list');
    await expectFieldError(page.getByLabel('Category'), 'Choose a category from the list');
    await page.getByLabel('Title').fill('A real title');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('add gig marks the missing cover image and texts; a refused image comes back under its field', async ({
    page,
    signIn,
  }) => {
    await signIn('freelancer');
    await page.goto('/add');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectFieldError(page.getByLabel('Title', { exact: true }), 'Title is required');
    await expectFieldError(page.getByLabel('Cover Image'), 'Choose a cover image');
    await expectFieldError(page.getByLabel('Service Title'), 'Service title is required');
    await expectFieldError(page.getByLabel('Delivery Time (days)'), 'Delivery time must be at least 1 day');

    await page.getByLabel('Title', { exact: true }).fill('I will edit your video');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page
      .getByLabel('Cover Image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
    await expect(page.getByText('cover.png')).toBeVisible(); // the chosen file's name and size before sending
    await page.getByLabel('Description', { exact: true }).fill('Cuts, colour and sound.');
    await page.getByLabel('Service Title').fill('Short edit');
    await page.getByLabel('Short Description').fill('Up to 3 minutes.');
    await page.getByLabel('Delivery Time (days)').fill('3');
    await page.getByLabel('Revision Number').fill('1');
    await page.getByLabel('Price ($)').fill('40');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectFieldError(page.getByLabel('Cover Image'), /coverImage|image/i);
    await expect(page).toHaveURL(/\/add$/);
  });

  test('apply marks the cover letter and the attachment; a refused file comes back under Attachment', async ({
    page,
    signIn,
  }) => {
    const client = await signIn('client');
    const created = await page.request.post('/api/v1/posts/createpost', {
      data: { title: 'Form test job', description: 'Something.', budget: '0-50', category: 'Video Editing', tags: '' },
    });
    const postId = (await created.json()).data._id as string;
    await page.request.post('/api/v1/users/logout');
    expect(client.isClient).toBe(true);
    await signIn('freelancer');
    await page.goto(`/apply/${postId}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectFieldError(page.getByLabel('Cover letter'), 'Cover letter is required');
    await expectFieldError(page.getByLabel(/Attachment \(jpg, png or pdf files\)/), 'Choose a jpg, png or pdf file');

    await page.getByLabel('Cover letter').fill('I can do it.');
    await page
      .getByLabel(/Attachment \(jpg, png or pdf files\)/)
      .setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a png') });
    await expect(page.getByText('letter.png')).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectFieldError(page.getByLabel(/Attachment \(jpg, png or pdf files\)/), /image|jpg|png|pdf/i);
    await expect(page.getByLabel('Cover letter')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Application failed to submit')).toHaveCount(1);
  });

  test('sign-up shows the chosen avatar with its name and size before sending', async ({ page }) => {
    await page.goto('/signup');
    await page
      .getByLabel('Avatar', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await expect(chosen).toContainText('me.png');
    await expect(chosen).toContainText(/\d+(\.\d)? (B|KB)/);
    // The preview is an object URL of the file itself, not an upload.
    await expect(chosen.getByRole('img')).toHaveAttribute('src', /^blob:/);
    await page.getByLabel('Avatar', { exact: true }).setInputFiles([]);
    await expect(chosen).toHaveCount(0);
  });

  test('update profile marks an empty name, previews the avatar and puts a refused picture under Avatar', async ({
    page,
    signIn,
  }) => {
    await signIn('freelancer');
    await page.goto('/updateprofile');
    await page.getByLabel('Full name').fill('   ');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectFieldError(page.getByLabel('Full name'), 'Full name is required');
    await expect(page).toHaveURL(/\/updateprofile$/);

    await page.getByLabel('Full name').fill('Fred Renamed');
    await page
      .getByLabel('Avatar', { exact: true })
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    // Named like a picture but not one: its name and size, no broken thumbnail.
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('face.png');
    await expect(page.getByRole('img', { name: 'Preview of face.png' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectFieldError(page.getByLabel('Avatar', { exact: true }), /image|png|jpg|webp/i);
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/updateprofile$/);
    // Nothing of the form was applied: the name waits for a picture the server takes.
    expect((await (await page.request.get('/api/v1/users/get-user')).json()).data.fullName).not.toBe('Fred Renamed');

    await page
      .getByLabel('Avatar', { exact: true })
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByRole('img', { name: 'Preview of face.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page).toHaveURL(/\/userprofile$/);
    const me = (await (await page.request.get('/api/v1/users/get-user')).json()).data;
    expect(me.fullName).toBe('Fred Renamed');
    expect(me.avatar).toBeTruthy();
  });

  test('skills and projects mark the field they refuse', async ({ page, signIn }) => {
    await signIn('freelancer');
    await page.goto('/userprofile');
    await page.getByRole('tab', { name: 'Skills' }).click();
    await page.getByRole('button', { name: 'Add skills' }).click();
    await page.getByLabel('New skills').fill(`React, ${'x'.repeat(41)}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldError(page.getByLabel('New skills'), 'Each skill must be at most 40 characters');
    await page.getByLabel('New skills').fill('React, Figma');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Skills' }).getByText('Figma')).toBeVisible();
    await expect(page.getByLabel('New skills')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('tab', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Add a project' }).click();
    await page.getByLabel('Project title').fill('Online shop');
    await page.getByLabel('Project link').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldError(page.getByLabel('Project link'), 'Please enter a valid URL for the project.');
    await expect(page.getByLabel('Project title')).not.toHaveAttribute('aria-invalid', 'true');
    // SPEC's toast stays, once.
    await expect(page.locator('.Toastify').getByText('Please enter a valid URL for the project.')).toHaveCount(1);
    await page.getByLabel('Project title').fill('');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldError(page.getByLabel('Project title'), 'both the fields are required!');
  });

  test('contact marks each empty or wrong field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Email').fill('someone@');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(page.getByLabel('Name'), 'Name is required');
    await expectFieldError(page.getByLabel('Email'), 'Email address must be a valid address');
    await expectFieldError(page.getByLabel('Message'), 'Message is required');
    await page.getByLabel('Name').fill('Ada');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('add review marks missing stars and text', async ({ page, signIn, browser }) => {
    // The form shows only to a client with a completed order of the gig.
    const sellerContext = await browser.newContext();
    const seller = await sellerContext.newPage();
    await logInAs(seller, await createUser(seller, 'freelancer'));
    const gigId = await publishGig(seller.request, { title: 'I will mix your song' });
    await signIn('client');
    await completedOrder(page.request, seller.request, gigId);
    await sellerContext.close();
    await page.goto(`/gig/${gigId}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const stars = page.getByRole('radiogroup', { name: 'Your rating' });
    await expectFieldError(stars, 'Choose from 1 to 5 stars');
    await expectFieldError(page.getByLabel('Your review'), 'Write a few words about the gig');
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(stars).not.toHaveAttribute('aria-invalid', 'true');
    await expectFieldError(page.getByLabel('Your review'), 'Write a few words about the gig');
  });
});
