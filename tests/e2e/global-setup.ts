import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, type FullConfig } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import adminAccount from './admin-account.json' with { type: 'json' };

/** Where the run keeps its administrator's second factor and shared session (tests/e2e/fixtures.ts reads it). */
export const adminSecondFactorFile = () => path.join(process.env.E2E_DATA_DIR!, 'admin-2fa.json');

const code = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/**
 * The console answers an administrator with two-step sign-in only (issue 32): before the tests,
 * the run's administrator (made by scripts/e2e-server.mjs with `npm run admin -- create`) turns it
 * on as a person does, through the API, then signs in with a code. The tests share that session
 * (a code is accepted once per 30 s, and the journeys run in parallel) and keep the recovery
 * codes for the journeys that sign in through the form.
 */
export default async function globalSetup(config: FullConfig) {
  const api = await request.newContext({ baseURL: config.projects[0]!.use.baseURL });
  const password = await api.post('/api/v1/users/login', {
    data: { email: adminAccount.email, password: adminAccount.password },
  });
  expect(password.status(), await password.text()).toBe(200);
  const setup = await api.post('/api/v1/users/2fa/setup');
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()).data as { secret: string };
  const enable = await api.post('/api/v1/users/2fa/enable', { data: { code: code(secret, 0) } });
  expect(enable.status(), await enable.text()).toBe(200);
  const { recoveryCodes } = (await enable.json()).data as { recoveryCodes: string[] };
  await api.post('/api/v1/users/logout');
  // The next time step's code: the enabling one is used up.
  expect(
    (
      await (
        await api.post('/api/v1/users/login', { data: { email: adminAccount.email, password: adminAccount.password } })
      ).json()
    ).message,
  ).toEqual({ twoFactorRequired: true });
  const second = await api.post('/api/v1/users/login/2fa', { data: { code: code(secret, 1) } });
  expect(second.status(), await second.text()).toBe(200);
  const session = (await api.storageState()).cookies.find((c) => c.name === 'workify_session')!.value;
  writeFileSync(adminSecondFactorFile(), JSON.stringify({ secret, recoveryCodes, session }));
  await api.dispose();
}
