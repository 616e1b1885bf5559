// npm run screenshots -- http://127.0.0.1:3000: retakes the README's screenshots (docs/screenshots)
// from a running server with the demo marketplace (a first `npm start` on an empty data folder),
// in headless Chromium at 1280 px and 375 px. The freelancer screens are a demo freelancer's.
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const out = path.resolve('docs/screenshots');
const WIDTHS = { 1280: { width: 1280, height: 860 }, 375: { width: 375, height: 812 } } as const;

async function signInAsDemoFreelancer(page: Page) {
  await page.goto(`${base}/login`);
  await page
    .getByRole('button', { name: /Freelancer · Web Developer/ })
    .first()
    .click();
  await page.waitForURL(/\/dashboard$/);
}

async function shoot(page: Page, name: string, width: keyof typeof WIDTHS) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, `${name}-${width}.png`) });
  process.stdout.write(`docs/screenshots/${name}-${width}.png\n`);
}

async function take(browser: Browser, width: keyof typeof WIDTHS) {
  const visitor = await browser.newPage({ viewport: WIDTHS[width] });
  await visitor.goto(`${base}/`);
  await shoot(visitor, 'landing', width);
  await visitor.goto(`${base}/gigs?category=design`);
  await shoot(visitor, 'gigs', width);
  await visitor
    .getByRole('link', { name: /^I will / })
    .first()
    .click();
  await visitor.getByRole('heading', { level: 1 }).waitFor();
  await shoot(visitor, 'gig', width);
  await visitor.close();

  const freelancer = await browser.newPage({ viewport: WIDTHS[width] });
  await signInAsDemoFreelancer(freelancer);
  await shoot(freelancer, 'dashboard', width);
  await freelancer.goto(`${base}/messages`);
  await freelancer.getByRole('row').nth(1).waitFor();
  // The first conversation's thread: at 1280 px with the inbox beside it.
  await freelancer.getByRole('row').nth(1).getByRole('link').first().click();
  await freelancer.waitForURL(/\/message\//);
  await shoot(freelancer, 'messages', width);
  await freelancer.close();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await take(browser, 1280);
  await take(browser, 375);
} finally {
  await browser.close();
}
