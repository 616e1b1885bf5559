import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { as, type TestUser } from './test-app';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** Turns two-step sign-in on as the user does: setup, then a code from the answered secret. */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  user: TestUser,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await as(app, user)({ method: 'POST', url: '/api/v1/users/2fa/setup' });
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json().data as { secret: string };
  const enable = await as(
    app,
    user,
  )({ method: 'POST', url: '/api/v1/users/2fa/enable', payload: { code: totpCode(secret) } });
  if (enable.statusCode !== 200) throw new Error(`2fa enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}
