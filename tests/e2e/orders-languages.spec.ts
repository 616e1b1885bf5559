import type { Browser, Page } from '@playwright/test';
import { expect, personIn, test, toastShown } from './fixtures';
import { apiGig, png } from './gig-helpers';
import { readsInLanguage } from './language-checks';

/**
 * Issue 33: "pays a gig" and "a freelancer delivers" in Spanish and in Arabic, at a phone's and a
 * desktop's width. The client pays on the checkout screen and sends requirements, the freelancer
 * finds the order in their list and delivers a file, the client accepts. On every screen: the
 * headings and buttons in the language, right to left in Arabic, axe clean, no sideways scroll
 * and none of the screen's English words.
 */
const LANGUAGES = [
  {
    locale: 'es',
    dir: 'ltr',
    client: 'Lucía Pérez',
    freelancer: 'Mateo Ruiz',
    payment: 'Pago',
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento',
    payNow: 'Pagar ahora',
    paid: '¡Pago realizado!',
    receipt: 'Recibo',
    sendYourRequirements: 'Envía tus requisitos',
    nextStep: 'Siguiente paso',
    requirements: 'Requisitos',
    sendRequirements: 'Enviar requisitos',
    requirementsSent: 'Requisitos enviados',
    timeline: 'Historial',
    orders: 'Pedidos',
    selling: 'Ventas',
    deliveryMessage: 'Mensaje de entrega',
    files: /^Archivos/,
    filesToDeliver: 'Archivos para entregar',
    deliver: 'Entregar',
    delivered: 'Trabajo entregado',
    deliveries: 'Entregas',
    accept: 'Aceptar la entrega',
    acceptTitle: '¿Aceptar esta entrega?',
    acceptConfirm: 'Aceptar y completar',
    completed: 'Completado. Cuéntales a otros clientes cómo fue: valora el servicio.',
  },
  {
    locale: 'ar',
    dir: 'rtl',
    client: 'ليلى حسن',
    freelancer: 'عمر خالد',
    payment: 'الدفع',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    payNow: 'ادفع الآن',
    paid: 'تم الدفع بنجاح!',
    receipt: 'الإيصال',
    sendYourRequirements: 'أرسل متطلباتك',
    nextStep: 'الخطوة التالية',
    requirements: 'المتطلبات',
    sendRequirements: 'أرسل المتطلبات',
    requirementsSent: 'أُرسلت المتطلبات',
    timeline: 'السجل الزمني',
    orders: 'الطلبيات',
    selling: 'مبيعاتي',
    deliveryMessage: 'رسالة التسليم',
    files: /^الملفات/,
    filesToDeliver: 'ملفات للتسليم',
    deliver: 'سلّم',
    delivered: 'سُلّم العمل',
    deliveries: 'التسليمات',
    accept: 'اقبل التسليم',
    acceptTitle: 'أتقبل هذا التسليم؟',
    acceptConfirm: 'اقبل وأكمل الطلبية',
    completed: 'اكتملت. أخبر العملاء الآخرين كيف جرى الأمر: قيّم الخدمة.',
  },
] as const;

/** The English of these screens (SPEC's texts), none of which may show in another language. */
const ENGLISH = [
  'Payment',
  'You are paying for',
  'Card details',
  'Card number',
  'Expiration',
  'Pay now',
  'Test mode',
  'delivery',
  'Payment succeeded!',
  'Order number',
  'Amount',
  'Send your requirements',
  'View orders',
  'Browse gigs',
  'Next step',
  'Requirements',
  'Send requirements',
  'Deliveries',
  'Timeline',
  'Seller',
  'Buyer',
  'Order',
  'Orders',
  'Buying',
  'Selling',
  'Due',
  'In progress',
  'Delivered',
  'Completed',
  'Paid',
  'Delivery message',
  'Files',
  'Deliver',
  'Accept delivery',
  'Request revision',
  'Open a dispute',
  'Ask for more time',
  'Cancel order',
  'Revisions',
  'Waiting for',
  'held',
  'View receipt',
  'Review this gig',
];

type Language = (typeof LANGUAGES)[number];

/** The checks every screen of the journey passes, then its screenshot (E2E_SHOTS). */
const looksRight = (page: Page, lang: Language, name: string) =>
  readsInLanguage(page, lang, `orders-${lang.locale}-${name}-${page.viewportSize()?.width}`, ENGLISH);

/** A signed-in person whose account reads `locale` (saved, as the footer's switcher saves it). */
async function speaker(browser: Browser, role: 'client' | 'freelancer', name: string, width: number, locale: string) {
  const person = await personIn(browser, undefined, role, name, width);
  const saved = await person.page.request.put('/api/v1/users/update-profile', { data: { fullName: name, locale } });
  expect(saved.status(), await saved.text()).toBe(200);
  return person;
}

for (const lang of LANGUAGES)
  for (const width of [375, 1280])
    test(`${lang.locale} at ${width} px: a client pays a gig, the freelancer delivers, the client accepts`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const freelancer = await speaker(browser, 'freelancer', lang.freelancer, width, lang.locale);
      const client = await speaker(browser, 'client', lang.client, width, lang.locale);
      const title = `Logo ${Date.now().toString(36)}`;
      const gigId = await apiGig(freelancer.page.request, { title, price: 40 });
      const buyer = client.page;

      // Checkout: the test-mode card form.
      await buyer.goto(`/pay/${gigId}`);
      await expect(buyer.getByRole('heading', { name: lang.payment, level: 1 })).toBeVisible();
      await expect(buyer.getByText(title)).toBeVisible();
      await looksRight(buyer, lang, 'pay');
      await buyer.getByLabel(lang.cardNumber).fill('4242 4242 4242 4242');
      await buyer.getByLabel(lang.expiry).fill('12 / 34');
      await buyer.getByLabel('CVC').fill('123');
      await buyer.getByRole('button', { name: lang.payNow }).click();

      // The result, with its receipt.
      await expect(buyer.getByRole('heading', { name: lang.paid })).toBeVisible();
      await expect(buyer.getByLabel(lang.receipt)).toContainText(title);
      await looksRight(buyer, lang, 'paid');
      await buyer.getByRole('link', { name: lang.sendYourRequirements }).click();

      // The order page, the buyer's side: requirements.
      await expect(buyer.getByRole('heading', { name: lang.nextStep })).toBeVisible();
      await expect(buyer.getByRole('heading', { name: lang.timeline })).toBeVisible();
      await looksRight(buyer, lang, 'order-buyer');
      await buyer.getByLabel(lang.requirements).fill('Un logo verde, por favor.');
      const sent = toastShown(buyer, lang.requirementsSent);
      await buyer.getByRole('button', { name: lang.sendRequirements }).click();
      await sent;

      // The freelancer's orders list, on Selling, then the order: the delivery with a file.
      const seller = freelancer.page;
      await seller.goto('/orders');
      await expect(seller.getByRole('heading', { name: lang.orders, level: 1 })).toBeVisible();
      await expect(seller.getByRole('tab', { name: lang.selling })).toHaveAttribute('aria-selected', 'true');
      await expect(seller.getByRole('link', { name: title })).toBeVisible();
      await looksRight(seller, lang, 'list-seller');
      await seller.getByRole('link', { name: title }).click();
      await expect(seller.getByLabel(lang.deliveryMessage)).toBeVisible();
      await seller.getByLabel(lang.deliveryMessage).fill('Aquí está / هذا هو');
      await seller
        .getByLabel(lang.files)
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png() });
      await expect(seller.getByRole('list', { name: lang.filesToDeliver }).getByText('logo.png')).toBeVisible();
      await looksRight(seller, lang, 'order-seller');
      const delivered = toastShown(seller, lang.delivered);
      await seller.getByRole('button', { name: lang.deliver, exact: true }).click();
      await delivered;
      await expect(seller.getByRole('list', { name: lang.deliveries })).toContainText('logo.png');

      // The client accepts, through the dialog.
      await buyer.reload();
      await expect(buyer.getByRole('list', { name: lang.deliveries })).toContainText('logo.png');
      await looksRight(buyer, lang, 'order-delivered');
      await buyer.getByRole('button', { name: lang.accept }).click();
      const dialog = buyer.getByRole('dialog', { name: lang.acceptTitle });
      await expect(dialog).toBeVisible();
      await looksRight(buyer, lang, 'accept-dialog');
      await dialog.getByRole('button', { name: lang.acceptConfirm }).click();
      await expect(buyer.getByText(lang.completed)).toBeVisible();
      await looksRight(buyer, lang, 'order-completed');
      await Promise.all([client.close(), freelancer.close()]);
    });
