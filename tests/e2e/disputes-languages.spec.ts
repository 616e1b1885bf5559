import { formatMoney } from '@shared/money';
import { englishIn, LANGUAGES, looksRight, speaker } from './disputes-languages-words';
import { expect, logInAsAdmin, test } from './fixtures';
import { apiGig, deliveredOrder, png } from './gig-helpers';

/**
 * Issue 33: a disputed order's screens in Spanish and in Arabic, at a phone's and a desktop's
 * width. The client disputes a delivery and the freelancer proposes a partial refund (over the
 * API); the client finds the dispute from the order's banner, reads where it stands, opens the
 * Accept dialog, then opens the order's receipt. Each screen: headings, labels and statuses in the
 * language, amounts written in it, Arabic right to left, axe clean, nothing wider than the window,
 * none of the screen's English words left; the people's words stay as they wrote them. The
 * second journey reads an escalated dispute's whole timeline (evidence, proposal, escalation),
 * then an administrator reads the dispute list and the dispute in the language and decides it.
 */
for (const lang of LANGUAGES)
  for (const width of [375, 1280])
    test(`${lang.locale} at ${width} px: a client reads a disputed order's dispute page and its receipt`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const freelancer = await speaker(browser, 'freelancer', lang.freelancer, width, lang.locale);
      const client = await speaker(browser, 'client', lang.client, width, lang.locale);
      const title = `Logo ${Date.now().toString(36)}`;
      const gigId = await apiGig(freelancer.page.request, { title, price: 40 });
      const orderId = await deliveredOrder(client.page.request, freelancer.page.request, gigId);
      const opened = await client.page.request.post(`/api/v1/orders/${orderId}/dispute`, {
        data: { reason: 'not_as_described', details: lang.details },
      });
      expect(opened.status(), await opened.text()).toBe(201);
      const disputeId = (await opened.json()).data._id as string;
      const proposed = await freelancer.page.request.post(`/api/v1/disputes/${disputeId}/proposals`, {
        data: { outcome: 'partial', refundCents: 1500 },
      });
      expect(proposed.status(), await proposed.text()).toBe(201);
      const page = client.page;
      const amount = (cents: number) => formatMoney(cents, 'minor', lang.locale);

      // The order page's banner: the dispute in the language, and the way to it.
      await page.goto(`/orders/${orderId}`);
      const banner = page.getByRole('region', { name: lang.dispute, exact: true });
      await expect(banner).toContainText(lang.bannerOpen);
      await looksRight(page, lang, 'order-banner', banner);
      await banner.getByRole('link', { name: lang.viewDispute }).click();

      // The dispute page: where it stands, the timeline with the client's own words, the order.
      await page.waitForURL(`**/disputes/${disputeId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const stands = page.getByRole('region', { name: lang.stands });
      await expect(stands).toContainText(lang.proposes);
      await expect(stands).toContainText(amount(1500));
      await expect(stands.getByRole('button', { name: lang.escalate })).toBeDisabled();
      await expect(stands).toContainText(lang.escalateAfter);
      await expect(page.getByRole('heading', { level: 2, name: lang.timeline, exact: true })).toBeVisible();
      const timeline = page.getByRole('list', { name: lang.timelineList });
      await expect(timeline).toContainText(lang.details);
      await expect(timeline).toContainText(lang.reason);
      await expect(page.getByText(lang.status, { exact: true })).toBeVisible();
      const order = page.getByRole('region', { name: lang.theOrder, exact: true });
      await expect(order).toContainText(amount(4000));
      await expect(order).toContainText(lang.freelancer);
      await expect(page.getByRole('textbox', { name: lang.message })).toBeVisible();
      await expect(page.getByLabel(lang.evidence)).toBeAttached();
      await expect(page.getByRole('form', { name: lang.propose })).toBeVisible();
      await looksRight(page, lang, 'dispute');

      // Accept opens its dialog, in the language; Not now closes it.
      await stands.getByRole('button', { name: lang.accept }).click();
      const dialog = page.getByRole('dialog', { name: lang.acceptTitle });
      await expect(dialog).toContainText(amount(2500));
      await looksRight(page, lang, 'accept-dialog', dialog);
      await dialog.getByRole('button', { name: lang.notNow }).click();
      await expect(dialog).toBeHidden();

      // The receipt: labels and amounts in the language, the money still held while disputed.
      await page.goto(`/orders/${orderId}/receipt`);
      await expect(page.getByRole('heading', { level: 1, name: lang.receipt })).toBeVisible();
      await expect(page.getByText(lang.paidBy, { exact: true })).toBeVisible();
      await expect(page.getByText(lang.fee, { exact: true })).toBeVisible();
      await expect(page.getByText(lang.money, { exact: true })).toBeVisible();
      await expect(page.locator('main dl')).toContainText(amount(4000));
      await expect(page.getByRole('link', { name: lang.back })).toBeVisible();
      await expect(page.getByRole('button', { name: lang.print })).toBeVisible();
      await looksRight(page, lang, 'receipt');
      await Promise.all([client.close(), freelancer.close()]);
    });

for (const lang of LANGUAGES)
  for (const width of [375, 1280])
    test(`${lang.locale} at ${width} px: an escalated dispute's timeline, and an administrator decides it`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const freelancer = await speaker(browser, 'freelancer', lang.freelancer, width, lang.locale);
      const client = await speaker(browser, 'client', lang.client, width, lang.locale);
      const title = `Cartel ${Date.now().toString(36)}`;
      const gigId = await apiGig(freelancer.page.request, { title, price: 40 });
      const orderId = await deliveredOrder(client.page.request, freelancer.page.request, gigId);
      const opened = await client.page.request.post(`/api/v1/orders/${orderId}/dispute`, {
        data: { reason: 'late', details: lang.details },
      });
      expect(opened.status(), await opened.text()).toBe(201);
      const disputeId = (await opened.json()).data._id as string;
      const api = (who: typeof client, step: string, options: object = {}) =>
        who.page.request.post(`/api/v1/disputes/${disputeId}/${step}`, options);
      const file = { name: 'proof.png', mimeType: 'image/png', buffer: await png() };
      for (const res of [
        await api(freelancer, 'messages', { multipart: { body: lang.evidenceText, files: file } }),
        await api(freelancer, 'proposals', { data: { outcome: 'partial', refundCents: 1500 } }),
        // Two days later (the server's test hook moves the opening back), the client escalates.
        await client.page.request.post('/api/v1/disputes/test-hooks/backdate', { data: { disputeId, hours: 48 } }),
        await api(client, 'escalate'),
      ])
        expect(res.status(), await res.text()).toBeLessThan(300);

      // The client's timeline: the opening, the freelancer's evidence, the proposal, the escalation.
      const page = client.page;
      await page.goto(`/disputes/${disputeId}`);
      await expect(page.getByRole('region', { name: lang.stands })).toContainText(lang.proposes);
      const timeline = page.getByRole('list', { name: lang.timelineList });
      await expect(timeline).toContainText(lang.evidenceText);
      await expect(timeline.getByRole('list', { name: lang.evidenceList })).toBeVisible();
      await expect(timeline).toContainText(lang.waiting);
      await expect(timeline).toContainText(lang.escalatedEvent);
      await looksRight(page, lang, 'escalated-timeline', timeline);
      await looksRight(page, lang, 'escalated');

      // The administrator (English account) reads the console's dispute screens in the language.
      const admin = await (await browser.newContext({ baseURL, viewport: { width, height: 900 } })).newPage();
      await logInAsAdmin(admin);
      await admin.goto(`/admin/disputes?lang=${lang.locale}`);
      const screen = admin
        .getByRole('navigation', { name: lang.admin.console })
        .locator('xpath=following-sibling::div');
      await expect(admin.getByRole('heading', { level: 1, name: lang.admin.title })).toBeVisible();
      await expect(admin.getByRole('tab', { name: lang.admin.escalatedTab })).toHaveAttribute('aria-selected', 'true');
      const row = admin.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText(lang.admin.parties);
      await expect(row).toContainText(lang.admin.reason);
      // Other journeys' disputes share the list, with their people's English names: this one's row, and the chrome.
      await looksRight(admin, lang, 'admin-disputes', row);
      for (const chrome of [screen.locator('h1 + p'), admin.getByRole('tablist'), screen.locator('thead')])
        expect(englishIn(await chrome.innerText())).toEqual([]);

      await row.getByRole('link', { name: title }).click();
      await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(admin.getByRole('region', { name: lang.admin.orderTimeline })).toContainText(lang.admin.reason);
      await expect(admin.getByRole('region', { name: lang.admin.deliveries })).toBeVisible();
      await expect(admin.getByRole('region', { name: lang.dispute, exact: true })).toContainText(lang.evidenceText);
      const form = admin.getByRole('form', { name: lang.admin.form });
      await form.getByLabel(lang.admin.partial).check();
      await form.getByRole('button', { name: lang.admin.decide, exact: true }).click();
      await expect(form).toContainText(lang.admin.amountRequired);
      await expect(form).toContainText(lang.admin.reasonRequired);
      await looksRight(admin, lang, 'admin-dispute', screen);

      await form.getByRole('textbox').first().fill('20');
      await form.getByLabel(lang.admin.reasonLabel).fill(lang.admin.reasonText);
      await form.getByRole('button', { name: lang.admin.decide, exact: true }).click();
      const decision = admin.getByRole('region', { name: lang.admin.decision });
      await expect(decision).toContainText(lang.admin.decided);
      await expect(decision).toContainText(formatMoney(2000, 'minor', lang.locale));
      await expect(decision).toContainText(lang.admin.reasonText);
      await looksRight(admin, lang, 'admin-decided', decision);
      await admin.getByRole('link', { name: lang.admin.back }).click();
      await admin.getByRole('tab', { name: lang.admin.decidedTab }).click();
      const decided = admin.getByRole('row').filter({ hasText: title });
      await expect(decided).toContainText(lang.admin.partial);
      await looksRight(admin, lang, 'admin-decided-list', decided);
      await Promise.all([client.close(), freelancer.close(), admin.context().close()]);
    });
