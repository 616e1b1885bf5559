// npm start: build what is missing (first start after `npm install`), then run the compiled
// server in THIS process: one node process serves the API and the web app on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const webDist = path.resolve(process.env.WEB_DIST ?? 'web/dist');
process.env.WEB_DIST = webDist;
const server = path.resolve('dist/server/main.js');

const missing = [];
if (!existsSync(path.join(webDist, 'index.html'))) missing.push('web');
if (!existsSync(server)) missing.push('server');
if (missing.length) {
  console.log(`Building the ${missing.join(' and ')} (first start)…`);
  const target = missing.length === 2 ? [] : missing;
  const built = spawnSync(process.execPath, ['scripts/build.mjs', ...target], { stdio: 'inherit', env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await import(pathToFileURL(server).href);
