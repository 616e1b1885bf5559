// npm start: build what is missing (first start after `npm install`), then run the compiled
// server in THIS process: one node process serves the API and the web app on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
// The server refuses to run in production without PUBLIC_URL (mailed links are built from it).
// For the README's one-command local run, npm start supplies the local address instead and
// listens on loopback only, so nobody else can reach an instance whose links say localhost.
if (!process.env.PUBLIC_URL) {
  const port = process.env.PORT ?? '3000';
  process.env.PUBLIC_URL = `http://localhost:${port}`;
  process.env.HOST ??= '127.0.0.1';
  console.log(
    `PUBLIC_URL is not set: serving this machine only, at ${process.env.PUBLIC_URL} (set PUBLIC_URL and HOST to serve others).`,
  );
}
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
