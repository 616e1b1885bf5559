import { expect, createUser, logInAsAdmin, shoot, shootHere, test } from './fixtures';
import { apiGig } from './gig-helpers';

/**
 * Issue 33: the operator sets a EUR rate in the admin console; a visitor picks EUR in the
 * footer and sees "≈ €28" beside a $30 gig's price, on a phone's and a desktop's width, with
 * nothing scrolling sideways and axe finding nothing serious. The price itself stays in dollars.
 */
test('an admin sets a rate; a visitor picks EUR in the footer and sees "≈ €" beside gig prices', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  await page.goto('/admin/rates');
  await page.getByRole('textbox', { name: 'Currency' }).fill('eur');
  await page.getByLabel(/^Rate/).fill('0.92');
  await page.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByRole('row', { name: /EUR/ })).toContainText('0.92');
  await expect(page.getByRole('row', { name: /EUR/ })).toContainText('Shown');
  // A bad rate is refused under its field, and the table keeps the good one.
  await page.getByRole('textbox', { name: 'Currency' }).fill('GBP');
  await page.getByLabel(/^Rate/).fill('zero');
  await page.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByText('must be a number above 0')).toBeVisible();
  await expect(page.getByRole('row', { name: /GBP/ })).toHaveCount(0);
  await shoot(page, 'admin-rates');

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  const seller = await createUser(sellerPage, 'freelancer');
  const login = await sellerPage.request.post('/api/v1/users/login', {
    data: { email: seller.email, password: seller.password },
  });
  expect(login.status()).toBe(200);
  const gigId = await apiGig(sellerPage.request, { title: 'I will master your EP in euros', price: 30 });
  await sellerContext.close();

  for (const width of [375, 1280]) {
    const visitor = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
    const tab = await visitor.newPage();
    await tab.goto(`/gig/${gigId}`);
    await expect(tab.getByRole('heading', { name: 'I will master your EP in euros' })).toBeVisible();
    await expect(tab.getByText(/≈/)).toHaveCount(0);
    const picker = tab.getByRole('contentinfo').getByLabel('Currency');
    await expect(picker.getByRole('option', { name: 'EUR – Euro' })).toBeAttached();
    await picker.selectOption('EUR');
    const sideCard = tab.getByRole('heading', { name: 'Basic', exact: true }).locator('..').locator('..');
    await expect(sideCard.getByText('≈ €28')).toBeVisible();
    await expect(sideCard).toContainText('$30');
    // The choice is kept (the cookie): the gigs list shows it too, rendered by the server.
    await tab.goto('/gigs?category=music');
    await expect(tab.getByRole('contentinfo').getByLabel('Currency')).toHaveValue('EUR');
    await expect(tab.getByText('≈ €28').first()).toBeVisible();
    await tab.goto(`/gig/${gigId}`);
    await expect(tab.getByText('≈ €28').first()).toBeVisible();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shootHere(tab, `display-currency-gig-${width}`);
    // Back to no conversion: the approximations go.
    await tab.getByRole('contentinfo').getByLabel('Currency').selectOption('USD');
    await expect(tab.getByText(/≈/)).toHaveCount(0);
    await visitor.close();
  }
});
