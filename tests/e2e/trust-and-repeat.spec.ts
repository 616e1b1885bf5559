import { createUser, expect, logInAs, payWithCard, personIn, shootHere, test } from './fixtures';
import { apiGig, completedOrder, paidOrder } from './gig-helpers';

/** Issue 36, part C: true trust signals, no second payment by mistake, plain money words, at a phone's and a desktop's width. */
const WIDTHS = [375, 1280] as const;
let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("'Payment Verified' only for a client who paid; the verified badge says what it verifies", async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const client = await personIn(browser, undefined, 'client', 'Nina Newcomer', width);
      const post = await client.page.request.post('/api/v1/posts/createpost', {
        data: {
          title: `Shop photos ${unique()}`,
          description: 'Ten products.',
          budget: '0-50',
          category: 'Video Editing',
          tags: '',
        },
      });
      const postId = (await post.json()).data._id as string;
      const freelancer = await createUser(page, 'freelancer', 'Vera Verified');
      await logInAs(page, freelancer);
      await page.goto(`/post/${postId}`);
      const about = page.getByRole('heading', { name: 'About the client' }).locator('..');
      await expect(about).toContainText('Has not paid for an order on Workify yet');
      await expect(about.getByText('Payment Verified')).toHaveCount(0);

      // Three projects make the freelancer verified; the profile says what that means, in words.
      for (const n of [1, 2, 3])
        expect(
          (
            await page.request.post('/api/v1/project', {
              data: { title: `Project ${n}`, projectUrl: `https://example.com/${n}` },
            })
          ).status(),
        ).toBe(201);
      await page.goto(`/profile/${freelancer.id}`);
      // In words on the page (not only the badge's hover text and its screen-reader name).
      await expect(
        page.getByRole('paragraph').filter({ hasText: 'Verified: has at least 3 portfolio projects' }),
      ).toBeVisible();
      await expect(page.getByTitle('Verified: has at least 3 portfolio projects')).toBeVisible();

      // Once the client paid an order, the label is true.
      const gigId = await apiGig(page.request, { title: `Product shots ${unique()}` });
      await paidOrder(client.page.request, gigId);
      await page.goto(`/post/${postId}`);
      await expect(about.getByText('Payment Verified')).toBeVisible();
      await shootHere(page, `post-payment-verified-${width}`);
      await client.context.close();
    });

    test('Back after paying a gig says it was bought and links the order; buying again asks first', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const seller = await personIn(browser, undefined, 'freelancer', undefined, width);
      const gigId = await apiGig(seller.page.request, { title: `Podcast intro ${unique()}`, price: 45 });
      await createUser(page, 'client').then((u) => logInAs(page, u));
      await page.goto(`/gig/${gigId}`);
      // On a phone the price and Continue are on screen from the start, in a bar.
      const buy = page.getByRole('group', { name: 'Buy this gig' });
      await expect(buy.getByRole('link', { name: 'Continue' })).toBeInViewport();
      await expect(buy).toContainText('$45');
      await shootHere(page, `gig-detail-buy-bar-${width}`);
      await buy.getByRole('link', { name: 'Continue' }).click();
      await payWithCard(page);
      await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
      // "Gig" stays one word on one line beside a long title.
      const label = page.getByLabel('Receipt').getByText('Gig', { exact: true });
      const box = (await label.boundingBox())!;
      expect(box.height).toBeLessThan(30);
      await shootHere(page, `payment-success-gig-${width}`);
      const orderHref = await page.getByRole('link', { name: 'Send your requirements' }).getAttribute('href');

      await page.goBack();
      await expect(page.getByText('You already bought this gig.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', orderHref!);
      await shootHere(page, `pay-already-bought-${width}`);
      await page.getByRole('button', { name: 'Buy it again' }).click();
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
      await seller.context.close();
    });

    test('a custom offer: the receipt says so, Back never offers to pay it again, and the completed order asks to review the work', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const finn = await personIn(browser, undefined, 'freelancer', 'Finn Offer', width);
      const client = await createUser(page, 'client', 'Cleo Client');
      await logInAs(page, client);
      const started = await page.request.post('/api/v1/conversations', { data: { to: finn.user.id } });
      const conversationId = (await started.json()).id as string;
      const made = await finn.page.request.post('/api/v1/offers', {
        data: {
          conversationId,
          title: 'Menu redesign for the summer season',
          description: 'Two pages.',
          price: 70,
          deliveryDays: 3,
          revisions: 1,
        },
      });
      expect(made.status()).toBe(201);
      const offerId = (await made.json()).data._id as string;
      await page.goto(`/pay/offer/${offerId}`);
      await payWithCard(page);
      await expect(page.getByRole('heading', { name: 'Payment succeeded!' })).toBeVisible();
      const receipt = page.getByLabel('Receipt');
      await expect(receipt.getByText('Custom offer', { exact: true })).toBeVisible();
      await expect(receipt.getByText('Gig', { exact: true })).toHaveCount(0);
      await shootHere(page, `payment-success-offer-${width}`);

      await page.goBack();
      await expect(page.getByText('You already paid for this offer.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Buy it again' })).toHaveCount(0);
      await page.getByRole('link', { name: 'See the order' }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      const orderId = page.url().split('/orders/')[1]!;
      const delivered = await finn.page.request.post(`/api/v1/orders/${orderId}/deliver`, {
        multipart: { message: 'Here it is' },
      });
      expect(delivered.status(), await delivered.text()).toBe(200);
      expect((await page.request.post(`/api/v1/orders/${orderId}/accept`)).status()).toBe(200);
      await page.reload();
      await expect(page.getByText('Completed. Tell other clients how it went: review the work.')).toBeVisible();
      await finn.context.close();
    });

    test('the gig page: the rating has its number and stands apart from the seller name', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const buyer = await personIn(browser, undefined, 'client', undefined, width);
      const seller = await createUser(page, 'freelancer', 'Rita Rated');
      await logInAs(page, seller);
      const gigId = await apiGig(page.request, { title: `Rated jingle ${unique()}` });
      await completedOrder(buyer.page.request, page.request, gigId);
      expect(
        (await buyer.page.request.post('/api/v1/reviews', { data: { gigId, star: 4, desc: 'Catchy.' } })).status(),
      ).toBe(201);
      await buyer.page.goto(`/gig/${gigId}`);
      const name = buyer.page.getByRole('link', { name: 'Rita Rated' }).first();
      await expect(buyer.page.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();
      await expect(buyer.page.getByText('(1 review)').first()).toBeVisible();
      const [n, stars] = [
        (await name.boundingBox())!,
        (await buyer.page.getByRole('img', { name: 'Rated 4.0 out of 5' }).first().boundingBox())!,
      ];
      // Beside the name with a gap, or on the next line: never touching it.
      expect(stars.x >= n.x + n.width + 8 || stars.y >= n.y + n.height).toBe(true);
      await buyer.context.close();
    });

    test('card problems show under their own fields, all at once', async ({ page, browser }) => {
      const seller = await personIn(browser, undefined, 'freelancer', undefined, width);
      const gigId = await apiGig(seller.page.request, { title: `Jingle ${unique()}` });
      await createUser(page, 'client').then((u) => logInAs(page, u));
      await page.goto(`/pay/${gigId}`);
      await payWithCard(page, { number: '4242 4242', expiry: '01 / 20', cvc: '12' });
      await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
      await expect(page.getByLabel('Expiration')).toHaveAccessibleDescription(
        "Your card's expiration date is in the past.",
      );
      await expect(page.getByLabel('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
      await expect(page.getByLabel('CVC')).toHaveAttribute('aria-invalid', 'true');
      await shootHere(page, `pay-card-errors-${width}`);
      await seller.context.close();
    });

    test('/gigs: the price error stays under the budget row, the sort fits, and a phone folds the filters', async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const seller = await personIn(browser, undefined, 'freelancer', undefined, width);
      await apiGig(seller.page.request, { title: `Folded filters ${unique()}` });
      await page.goto('/gigs');
      const filters = page.getByRole('button', { name: /^Filters/ });
      if (width < 640) {
        await expect(page.getByLabel('Sort by')).toBeHidden();
        await expect(page.getByRole('list', { name: 'Gigs' }).getByRole('listitem').first()).toBeInViewport();
        await shootHere(page, `gigs-filters-folded-${width}`);
        await page.setViewportSize({ width, height: 900 });
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(filters).toBeHidden();
      }
      // The longest option fits the select beside its arrow.
      const fits = await page.getByLabel('Sort by').evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const longest = Math.max(...Array.from(el.options).map((o) => ctx.measureText(o.text).width));
        return longest <= el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      expect(fits).toBe(true);
      await page.getByLabel('Min price ($)').fill('50');
      await page.getByLabel('Max price ($)').fill('10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByLabel('Max price ($)')).toHaveAccessibleDescription(
        'The max price must not be below the min price.',
      );
      const [min, max] = [
        (await page.getByLabel('Min price ($)').boundingBox())!,
        (await page.getByLabel('Max price ($)').boundingBox())!,
      ];
      expect(Math.abs(min.y - max.y)).toBeLessThan(2);
      const error = (await page.getByText('The max price must not be below the min price.').boundingBox())!;
      expect(error.y).toBeGreaterThan(min.y + min.height);
      await shootHere(page, `gigs-price-error-${width}`);
      await seller.context.close();
    });

    test('Earnings: each movement with its time, the balances it changed and the available balance after; the order and the bell say "to you" with a written date', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const buyer = await personIn(browser, undefined, 'client', undefined, width);
      await createUser(page, 'freelancer', 'Ella Earner').then((u) => logInAs(page, u));
      const title = `Album cover ${unique()}`;
      const gigId = await apiGig(page.request, { title, price: 250 });
      await completedOrder(buyer.page.request, page.request, gigId);
      await page.goto('/earnings');
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Available after' })).toBeAttached();
      await expect(table).toContainText('Payment held');
      await expect(table).toContainText('In progress +$250');
      await expect(table).toContainText('In progress −$250 · Clearing +$250');
      await shootHere(page, `earnings-transactions-${width}`);
      await page.getByRole('link', { name: title }).first().click();
      await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$250 was released to you.');
      await page.getByRole('button', { name: /Notifications/ }).click();
      await expect(
        page
          .getByRole('list', { name: 'Notifications' })
          .getByText(
            new RegExp(
              `Funds released: \\$250 for “${title}” is now yours and can be withdrawn from [A-Z][a-z]+ \\d{1,2}, \\d{4}`,
            ),
          ),
      ).toBeVisible();
      await buyer.context.close();
    });
  });
}
