// npm run lighthouse [-- BASE_URL] [--runs N] [--pages /,/gigs]: Lighthouse mobile performance
// (its default mobile emulation and simulated throttling) on /, /gigs and /dashboard of a
// running server; /dashboard signed in as a demo freelancer. It builds and starts nothing:
// run `npm run build && npm start` first. A measurement, not a test: CI does not run it.
//
// Simulated throttling scales with how busy the CPU is, so each page runs several times
// (3 by default) and the median run is reported.
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const runs = Number(option('runs', '3'));
const pages = option('pages', '/,/gigs,/dashboard').split(',');
const jsonOut = option('json', ''); // optional: the median runs' full reports, for a closer look
const base = (args[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

// Never let chrome-launcher or anything else fetch a browser: use the system Chromium.
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs in through the API as the first demo freelancer; returns the Cookie header value. */
async function freelancerCookie() {
  const listed = await fetch(`${base}/api/v1/demo/accounts`).then((r) => r.json());
  const account = listed.data?.find((a) => a.role === 'freelancer');
  if (!account) throw new Error('No demo freelancer: start the server on an empty DATA_DIR so it loads the demo data.');
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`Demo sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The audits that say what would save time, biggest saving first. */
function opportunities(lhr) {
  const refs = lhr.categories.performance.auditRefs.map((r) => lhr.audits[r.id]);
  return refs
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => {
      const savings = a.metricSavings ?? {};
      const ms = Math.max(a.details?.overallSavingsMs ?? 0, savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
      const bytes = a.details?.overallSavingsBytes ?? 0;
      return { title: a.title, ms, bytes, display: a.displayValue ?? '' };
    })
    .filter((o) => o.ms > 0 || o.bytes > 0)
    .sort((x, y) => y.ms - x.ms || y.bytes - x.bytes);
}

async function measure(chrome, url, extraHeaders) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders,
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    lhr,
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    // Printed so a run that measured an error screen or a spinner does not pass unnoticed.
    lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node')?.nodeLabel ?? '?',
  };
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
const reports = {};
try {
  const cookie = pages.includes('/dashboard') ? await freelancerCookie() : '';
  for (const page of pages) {
    const headers = page === '/dashboard' ? { Cookie: cookie } : undefined;
    const results = [];
    for (let i = 0; i < runs; i++) {
      // A busy machine now and then loses the trace (NO_NAVSTART): one retry, then give up.
      const r = await measure(chrome, base + page, headers).catch((err) => {
        console.error(`${page} run ${i + 1} failed (${err.message}), retrying`);
        return measure(chrome, base + page, headers);
      });
      if (new URL(r.finalUrl).pathname !== page) throw new Error(`${page} ended on ${r.finalUrl}: was it redirected?`);
      console.error(`${page} run ${i + 1}: ${r.score}, LCP ${(r.lcp / 1000).toFixed(2)} s`);
      results.push(r);
    }
    const mid = results.find((r) => r.score === median(results.map((x) => x.score)));
    rows.push({ page, runs: results.map((r) => r.score), ...mid });
    reports[page] = mid.lhr;
  }
} finally {
  await chrome.kill();
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nLighthouse ${rows[0]?.lhr.lighthouseVersion} mobile performance, ${base}, median of ${runs} run(s)\n`);
console.log('| page | score | runs | LCP | FCP | TBT | CLS | LCP element |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const element = r.lcpElement.replace(/\s+/g, ' ').replace(/\|/g, '/').slice(0, 40);
  console.log(
    `| ${r.page} | ${r.score} | ${r.runs.join(' / ')} | ${s(r.lcp)} | ${s(r.fcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${element} |`,
  );
}
for (const r of rows) {
  const found = opportunities(r.lhr).slice(0, 5);
  console.log(`\n${r.page}: biggest opportunities${found.length ? '' : ': none'}`);
  for (const o of found)
    console.log(
      `  - ${o.title}${o.ms ? `: ~${Math.round(o.ms)} ms` : ''}${o.bytes ? `, ${Math.round(o.bytes / 1024)} KiB` : ''}${o.display ? ` (${o.display})` : ''}`,
    );
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(reports));
