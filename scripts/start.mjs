// npm start: build the web app if it is missing, then serve everything on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.env.WEB_DIST ?? 'web/dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', env: { ...process.env, WEB_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['tsx', 'server/main.ts'], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env, WEB_DIST: dist } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
