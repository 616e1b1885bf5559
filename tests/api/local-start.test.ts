import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { freePort, SERVER_READY_MS, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * A first `npm start`: scripts/start.mjs sets PUBLIC_URL=http://localhost:PORT and HOST=127.0.0.1,
 * and the log says "listening at http://127.0.0.1:PORT". Both spellings must sign in.
 */
describe('a local start (PUBLIC_URL=http://localhost:PORT, as npm start sets it)', () => {
  let server: ServerProcess;
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'workify-local-start-'));
    port = await freePort();
    server = await startServerProcess({ DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` }, port);
  }, SERVER_READY_MS + 30_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the address to open as the last line of its start-up output', async () => {
    // Request lines (the readiness probe's) are not start-up output.
    const startUp = () =>
      server
        .output()
        .trimEnd()
        .split('\n')
        .filter((line) => !line.includes('"reqId"'));
    await expect
      .poll(() => startUp().at(-1), { timeout: 20_000 })
      .toBe(`Workify is ready: open http://localhost:${port}`);
    expect(startUp().join('\n')).toContain(`listening at http://127.0.0.1:${port}`);
  });

  const post = (url: string, origin: string, body: object) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });

  it('signs up and signs in from http://127.0.0.1:PORT, the address the log prints, and from [::1]', async () => {
    const account = {
      fullName: 'Loopback Person',
      username: 'loopback_person',
      email: 'loopback@example.com',
      password: 'correct horse battery',
      isClient: true,
    };
    const signUp = await post('/api/v1/users/register', `http://127.0.0.1:${port}`, account);
    expect(signUp.status).toBe(201);
    const login = await post('/api/v1/users/login', `http://127.0.0.1:${port}`, {
      email: account.email,
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toBeTruthy();
    expect(
      (await post('/api/v1/users/login', `http://[::1]:${port}`, { email: account.email, password: account.password }))
        .status,
    ).toBe(200);
    expect(
      (
        await post('/api/v1/users/login', `http://localhost:${port}`, {
          email: account.email,
          password: account.password,
        })
      ).status,
    ).toBe(200);
  });

  it('still refuses another origin, and another port of this machine', async () => {
    for (const origin of [
      'https://evil.example',
      `http://127.0.0.1:${port + 1}`,
      `http://localhost.evil.example:${port}`,
    ]) {
      const res = await post('/api/v1/users/login', origin, {
        email: 'loopback@example.com',
        password: 'correct horse battery',
      });
      expect(res.status, origin).toBe(403);
      expect((await res.json()).message).toBe('Cross-origin request refused');
    }
  });
});

describe('a public PUBLIC_URL', () => {
  it('accepts only its own origin, not a loopback spelling', async () => {
    const { ownOrigins } = await import('../../server/config');
    expect(ownOrigins('https://workify.example.com/')).toEqual(['https://workify.example.com']);
  });
});

describe('DEMO_DATA: the demo loads by itself only for a local start', () => {
  it.each([
    [{}, true],
    [{ PUBLIC_URL: 'http://localhost:3000' }, true],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, true],
    [{ PUBLIC_URL: 'https://workify.example.com' }, false],
    [{ PUBLIC_URL: 'http://203.0.113.7:3000' }, false],
    [{ PUBLIC_URL: 'https://workify.example.com', DEMO_DATA: 'on' }, true],
    [{ DEMO_DATA: 'off' }, false],
    [{ PUBLIC_URL: 'http://localhost:3000', DEMO_DATA: 'off' }, false],
  ] as const)('%j: demo %s', (env, expected) => {
    expect(loadConfig({ ...env }).demoData).toBe(expected);
  });
});
