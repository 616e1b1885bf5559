import { expect, test, toastShown } from './fixtures';
import { readsInLanguage } from './language-checks';

/**
 * Issue 33: the last screens that spoke English whatever the language. A freelancer's settings
 * (/userprofile: order and hiring e-mails, push notifications and their kinds, each switch saved
 * with a toast in the language) and the dashboard's orders card, in Arabic on a phone and in
 * Spanish on a desktop: headings and names in the language, right to left in Arabic (the push
 * switch's knob too), nothing wider than the window, axe clean.
 */
const LANGUAGES = [
  {
    locale: 'ar',
    dir: 'rtl',
    width: 375,
    push: 'الإشعارات الفورية',
    device: 'الإشعارات الفورية على هذا الجهاز',
    blocked: 'الإشعارات محظورة لهذا الموقع',
    choose: 'اختر الإشعارات التي تصلك فورًا',
    jobsGroup: 'الوظائف والتوظيف',
    newMessages: 'رسائل جديدة',
    pushSaved: 'حُفظت إعدادات الإشعارات الفورية',
    orderSettings: 'إعدادات الطلبات',
    mails: 'رسائل البريد الخاصة بالطلبات والتوظيف',
    workDelivered: 'تسليم العمل',
    mailSaved: 'حُفظت إعدادات البريد',
    yourOrders: 'طلباتك',
    activeOrders: 'الطلبات النشطة',
    seeOrders: 'عرض الطلبات',
  },
  {
    locale: 'es',
    dir: 'ltr',
    width: 1280,
    push: 'Notificaciones push',
    device: 'Notificaciones push en este dispositivo',
    blocked: 'Las notificaciones están bloqueadas para este sitio',
    choose: 'Elige qué notificaciones se envían como push',
    jobsGroup: 'Trabajos y contrataciones',
    newMessages: 'Mensajes nuevos',
    pushSaved: 'Configuración de notificaciones push guardada',
    orderSettings: 'Configuración de pedidos',
    mails: 'Correos de pedidos y contrataciones',
    workDelivered: 'Trabajo entregado',
    mailSaved: 'Configuración de correo guardada',
    yourOrders: 'Tus pedidos',
    activeOrders: 'Pedidos activos',
    seeOrders: 'Ver pedidos',
  },
] as const;

/** What these screens said in English before: none of it may be left. */
const ENGLISH = {
  settings: [
    'Push notifications',
    'Choose which notifications',
    'Notifications are blocked',
    'Jobs and hiring',
    'New messages',
    'Order and hiring e-mails',
    'Work delivered',
    'A new paid order',
  ],
  dashboard: ['Your orders', 'Active orders', 'See orders'],
};

for (const lang of LANGUAGES)
  test.describe(`${lang.locale} at ${lang.width} px`, () => {
    test.use({ viewport: { width: lang.width, height: 900 } });

    test('a freelancer’s mail and push settings, and the dashboard’s orders card', async ({
      page,
      baseURL,
      signIn,
    }) => {
      await signIn('freelancer');
      await page.context().addCookies([{ name: 'lang', value: lang.locale, url: baseURL! }]);
      const shot = `settings-${lang.locale}-${lang.width}`;

      await page.goto('/userprofile');
      const orders = page.getByRole('region', { name: lang.orderSettings });
      await expect(orders.getByRole('group', { name: lang.mails })).toBeVisible();
      const delivered = orders.getByRole('checkbox', { name: lang.workDelivered });
      await expect(delivered).toBeChecked();
      const mailSaved = toastShown(page, lang.mailSaved);
      await delivered.click();
      await mailSaved;
      await expect(delivered).not.toBeChecked();

      const push = page.getByRole('region', { name: lang.push });
      await expect(push.getByRole('heading', { level: 2, name: lang.push })).toBeVisible();
      // Headless Chromium denies notifications: the device switch is off, with the reason.
      const device = push.getByRole('switch', { name: lang.device });
      await expect(device).toHaveAttribute('aria-checked', 'false');
      await expect(push.getByText(lang.blocked)).toBeVisible();
      await push.getByText(lang.choose).click();
      await expect(push.getByRole('group', { name: lang.jobsGroup })).toBeVisible();
      const messages = push.getByRole('switch', { name: lang.newMessages });
      const pushSaved = toastShown(page, lang.pushSaved);
      await messages.click();
      await pushSaved;
      await expect(messages).not.toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
      await readsInLanguage(page, lang, `${shot}-userprofile`, ENGLISH.settings);

      // The knob sits at the start edge when off and moves toward the end when on: rightward in
      // Spanish, leftward in Arabic. Headless Chromium cannot turn push on, so the on look is put
      // on the knob by hand (the classes the switch gives it) and measured.
      const knob = device.locator('span');
      const off = (await knob.boundingBox())!;
      const track = (await device.boundingBox())!;
      await knob.evaluate((el) => el.classList.add('translate-x-5', 'rtl:-translate-x-5'));
      await expect(async () => {
        const on = (await knob.boundingBox())!;
        expect(Math.sign(on.x - off.x)).toBe(lang.dir === 'rtl' ? -1 : 1);
        expect(on.x).toBeGreaterThanOrEqual(track.x);
        expect(on.x + on.width).toBeLessThanOrEqual(track.x + track.width);
      }).toPass();
      if (process.env.E2E_SHOTS) await device.screenshot({ path: `${process.env.E2E_SHOTS}/${shot}-switch-on.png` });
      expect(
        lang.dir === 'rtl' ? off.x + off.width > track.x + track.width / 2 : off.x < track.x + track.width / 2,
      ).toBe(true);

      await page.goto('/dashboard');
      const summary = page.getByRole('region', { name: lang.yourOrders });
      await expect(summary.getByText(lang.activeOrders)).toBeVisible();
      await expect(summary.getByRole('link', { name: lang.seeOrders })).toHaveAttribute('href', '/orders');
      await readsInLanguage(page, lang, `${shot}-dashboard`, ENGLISH.dashboard);
    });
  });
