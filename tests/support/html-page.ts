import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A web build like Vite's, with index.html's generic head (the server replaces it per page). */
export function tinyWebBuild(): string {
  const web = mkdtempSync(path.join(tmpdir(), 'workify-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Workify: the freelance marketplace with no fees, no bidding, quality jobs and international reach." />' +
      '<title>Workify</title><link rel="preload" href="/api/v1/users/session" as="fetch" crossorigin="use-credentials" /><script type="module" crossorigin src="/assets/index-a1b2c3.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'index-a1b2c3.js'), 'export {};\n');
  return web;
}

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/** What a crawler reads in a page's head, as a browser's parser would (entities decoded). */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (re: RegExp) => {
    const m = re.exec(head);
    return m ? unescape(m[1]!) : undefined;
  };
  const metas = new Map<string, string>();
  for (const m of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    metas.set(m[1]!, unescape(m[2]!));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    titles: head.match(/<title>/g)?.length ?? 0,
    descriptions: head.match(/<meta name="description"/g)?.length ?? 0,
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    meta: (key: string) => metas.get(key),
    jsonLd,
    ofType: (type: string) => jsonLd.find((d) => d['@type'] === type) as Record<string, any> | undefined, // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/** The text a person reads in the rendered screen (tags dropped, entities decoded). */
export const bodyText = (html: string) => {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="wf-page-state"'));
  // React's <!-- --> between adjacent texts joins them, and so does <bdi> (it isolates a person's
  // words inside a sentence: "Results for “<bdi>logo</bdi>”"); every other tag separates words.
  return root
    .replace(/<!-- -->|<\/?bdi>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!,
    )
    .replace(/\s+/g, ' ');
};
/** The state the browser hydrates from. */
export const pageState = (html: string) =>
  (
    JSON.parse(/<script id="wf-page-state" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as {
      queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    }
  ).queries;
