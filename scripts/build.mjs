// npm run build: the web app (vite → web/dist) and the server compiled to one JavaScript
// file (esbuild → dist/server/main.js) that plain `node` runs. Packages stay external:
// they are loaded from node_modules at run time, so only `dependencies` are needed there.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const only = process.argv[2]; // "server" or "web" to build one half
// The browser tests build theirs into their run's own folder (scripts/e2e-server.mjs). The
// renderer is looked for beside the bundle in a folder named dist/server (pages/render.ts).
const out = path.resolve(process.env.SERVER_BUILD_DIR ?? 'dist/server');

if (only !== 'server') {
  const web = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: process.env });
  if (web.status !== 0) process.exit(web.status ?? 1);
}

if (only !== 'web') {
  rmSync(out, { recursive: true, force: true });
  const started = Date.now();
  await build({
    entryPoints: ['server/main.ts'],
    outfile: path.join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node22.19',
    format: 'esm',
    packages: 'external',
    // The web app's server renderer is its own file (below), loaded on the first page it renders.
    external: ['@web/entry-server'],
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The web app's screens, for the server to render public pages (server/modules/pages/render.ts).
  // Its packages are bundled in: some are written for bundlers only (directory imports Node refuses).
  await build({
    entryPoints: ['web/src/entry-server.tsx'],
    outfile: path.join(out, 'web-render.js'),
    // A screen's own catalog chunk (web/src/features/pages/legal-catalog.ts) is the browser's only:
    // the server's render reads its own catalogs, which hold every namespace.
    external: ['virtual:catalog/*'],
    bundle: true,
    platform: 'node',
    target: 'node22.19',
    format: 'esm',
    // CommonJS packages bundled into ESM call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __wfRequire } from 'node:module'; const require = __wfRequire(import.meta.url);",
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The migrator reads the SQL beside the running file (import.meta.url of the bundle).
  cpSync('server/db/migrations', path.join(out, 'migrations'), { recursive: true });
  // The language catalogs, which the server compiles at start (server/platform/i18n.ts).
  cpSync('shared/i18n/messages', path.join(out, 'messages'), { recursive: true });
  // The embedded database's thread is started from its own files, found beside the bundle.
  cpSync('server/db/pglite-worker.mjs', path.join(out, 'pglite-worker.mjs'));
  cpSync('server/db/pglite-statements.mjs', path.join(out, 'pglite-statements.mjs'));
  console.log(`Built the server into ${path.relative('.', out)}/main.js in ${Date.now() - started} ms`);
}
