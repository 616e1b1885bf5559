import { expect, shootHere, test, toastShown } from './fixtures';

/** A PNG's width and height, read from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  png: bytes.subarray(1, 4).toString() === 'PNG',
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

for (const width of [375, 1280] as const) {
  test.describe(`Installable app and push settings at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, serviceWorkers: 'allow' });

    test('the page links a manifest with real 192 and 512 px icons, and the service worker registers and caches only static files', async ({
      page,
    }) => {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const res = await page.request.get(href!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await res.json()) as {
        name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Workify',
        start_url: '/',
        display: 'standalone',
        theme_color: '#059669',
      });
      for (const size of [192, 512]) {
        const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`)!;
        const file = await page.request.get(icon.src);
        expect(file.headers()['content-type']).toBe('image/png');
        expect(pngSize(await file.body())).toEqual({ png: true, width: size, height: size });
      }

      // The worker is a same-origin file (the CSP allows no inline script), checked anew on every visit.
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['content-type']).toContain('javascript');
      expect(sw.headers()['cache-control']).toBe('no-cache');
      const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(script).toMatch(/\/sw\.js$/);
      // Once the worker controls the page, a reload goes through it: what it kept is the build's files only.
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.reload();
      const cached = await page.evaluate(async () =>
        Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
          ),
        ),
      );
      const paths = cached.flat();
      expect(paths.some((p) => p.startsWith('/assets/'))).toBe(true);
      expect(paths.filter((p) => !/^\/(assets|icons)\/|^\/favicon\.svg$/.test(p))).toEqual([]);
    });

    test('a signed-in person finds the push switches on their settings, and a kind switched off stays off', async ({
      page,
      signIn,
    }) => {
      await signIn('client');
      await page.goto('/userprofile');
      const section = page.getByRole('region', { name: 'Push notifications' });
      // Headless Chromium denies notifications outright (and has no push service to subscribe
      // with), so the device switch is seen off and disabled, with the reason, never turned on here.
      await expect(section.getByRole('switch', { name: 'Push notifications on this device' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await expect(section.getByText('Notifications are blocked for this site')).toBeVisible();
      await section.getByText('Choose which notifications are pushed').click();
      const messages = section.getByRole('switch', { name: 'New messages' });
      await expect(messages).toBeChecked();
      const saved = toastShown(page, 'Push settings saved');
      await messages.click();
      await saved;
      await expect(messages).not.toBeChecked();
      await shootHere(page, `push-settings-${width}`);
      await page.reload();
      await page
        .getByRole('region', { name: 'Push notifications' })
        .getByText('Choose which notifications are pushed')
        .click();
      await expect(page.getByRole('switch', { name: 'New messages' })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Someone applied to my job' })).toBeChecked();
    });
  });
}
