import type { Browser, Page } from '@playwright/test';
import { formatMoney } from '@shared/money';
import { expect, personIn, shootHere, test } from './fixtures';
import { apiGig, deliveredOrder } from './gig-helpers';

/**
 * Issue 33: a disputed order's screens in Spanish and in Arabic, at a phone's and a desktop's
 * width. The client disputes a delivery and the freelancer proposes a partial refund (over the
 * API); the client finds the dispute from the order's banner, reads where it stands, opens the
 * Accept dialog, then opens the order's receipt. Each screen: headings, labels and statuses in the
 * language, amounts written in it, Arabic right to left, axe clean, nothing wider than the window,
 * none of the screen's English words left; the people's words stay as they wrote them.
 */
const LANGUAGES = [
  {
    locale: 'es',
    dir: 'ltr',
    client: 'Lucía Pérez',
    freelancer: 'Mateo Ruiz',
    details: 'El logo no es el que pedimos.',
    dispute: 'Disputa',
    viewDispute: 'Ver la disputa',
    bannerOpen: 'Hay una disputa abierta sobre este pedido',
    stands: 'Situación actual',
    proposes: 'Mateo Ruiz propone: Reembolso parcial:',
    timeline: 'Historial',
    timelineList: 'Historial de la disputa',
    theOrder: 'El pedido',
    status: 'Abierta',
    reason: 'El trabajo no es lo que se pidió',
    escalate: 'Escalar a Workify',
    escalateAfter: 'Podrás escalar después del',
    accept: 'Aceptar la propuesta',
    acceptTitle: '¿Aceptar esta propuesta?',
    notNow: 'Ahora no',
    message: 'Mensaje',
    evidence: 'Pruebas (imágenes o PDF)',
    propose: 'Proponer un resultado',
    receipt: 'Recibo',
    paidBy: 'Pagado por',
    fee: 'Comisión de la plataforma',
    money: 'Retenido (pedido en curso)',
    back: 'Volver al pedido',
    print: 'Imprimir el recibo',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    client: 'ليلى حسن',
    freelancer: 'عمر خالد',
    details: 'الشعار ليس ما طلبناه.',
    dispute: 'النزاع',
    viewDispute: 'اعرض النزاع',
    bannerOpen: 'هناك نزاع مفتوح على هذه الطلبية',
    stands: 'أين وصل النزاع',
    proposes: 'يقترح عمر خالد: استرداد جزئي:',
    timeline: 'السجل الزمني',
    timelineList: 'السجل الزمني للنزاع',
    theOrder: 'الطلبية',
    status: 'مفتوح',
    reason: 'العمل ليس ما طُلب',
    escalate: 'صعّد إلى Workify',
    escalateAfter: 'يمكنك التصعيد بعد',
    accept: 'اقبل الاقتراح',
    acceptTitle: 'أتقبل هذا الاقتراح؟',
    notNow: 'ليس الآن',
    message: 'الرسالة',
    evidence: 'الأدلة (صور أو PDF)',
    propose: 'اقترح نتيجة',
    receipt: 'الإيصال',
    paidBy: 'دفعه',
    fee: 'رسوم المنصة',
    money: 'محتجز (الطلبية قيد التنفيذ)',
    back: 'العودة إلى الطلبية',
    print: 'اطبع الإيصال',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** The English of these screens (SPEC's texts), none of which may show in another language. */
const ENGLISH = [
  'Dispute',
  'Where it stands',
  'proposes',
  'Partial refund',
  'to the buyer',
  'to the seller',
  'back and',
  'the order completes',
  'Timeline',
  'The order',
  'Price',
  'Order status',
  'Buyer',
  'Seller',
  'Opened by',
  'opened the dispute',
  'proposed an outcome',
  'Waiting for an answer',
  'Escalate to Workify',
  'You can escalate',
  'Accept proposal',
  'Withdraw dispute',
  'Message',
  'Evidence',
  'Send',
  'Propose an outcome',
  'Full refund',
  'Release to the seller',
  'Send proposal',
  'Receipt',
  'Receipt number',
  'Paid by',
  'Paid to',
  'Item',
  'Amount',
  'Platform fee',
  'Workify charges no fees',
  'Payment method',
  'ending in',
  'Money',
  'Held',
  'Back to the order',
  'Print receipt',
  'Amounts in',
  'dollars',
  'Not now',
];

/** The checks every screen passes, then its screenshot (E2E_SHOTS). */
async function looksRight(page: Page, lang: Language, name: string, scope = page.locator('main')) {
  await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
  await expect(page.locator('html')).toHaveAttribute('lang', lang.locale);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const text = await scope.innerText();
  expect(ENGLISH.filter((words) => new RegExp(`\\b${words}\\b`).test(text))).toEqual([]);
  await shootHere(page, `disputes-${lang.locale}-${name}-${page.viewportSize()?.width}`);
}

/** A signed-in person whose account reads `locale` (saved, as the footer's switcher saves it). */
async function speaker(browser: Browser, role: 'client' | 'freelancer', name: string, width: number, locale: string) {
  const person = await personIn(browser, undefined, role, name, width);
  const saved = await person.page.request.put('/api/v1/users/update-profile', { data: { fullName: name, locale } });
  expect(saved.status(), await saved.text()).toBe(200);
  return person;
}

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
