import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sessions } from '../../server/db/schema';
import { softPasskey } from './soft-passkey';
import { as, type TestApp, type TestUser } from './test-app';

/**
 * The passkey ceremonies as a browser runs them against one test app (its PUBLIC_URL is
 * ORIGIN): adding a passkey, signing in with one, proving the owner again with one. The
 * software authenticator (soft-passkey.ts) signs what a real one would.
 */
export const ORIGIN = 'https://workify.example';
export const newKey = () => softPasskey({ rpId: 'workify.example', origin: ORIGIN });
export type Key = ReturnType<typeof newKey>;

export function passkeyCeremonies(t: () => TestApp) {
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, extra: object = {}) =>
    as(t().app, user)({ method, url: `/api/v1/users${url}`, ...extra });
  const cookieOf = (res: LightMyRequestResponse, name: string) => {
    const value = res.cookies.find((c) => c.name === name)?.value;
    return value ? `${name}=${value}` : '';
  };
  const withCookies = (...cookies: string[]) => ({ cookie: cookies.filter(Boolean).join('; ') });
  /** The sessions' last proof of their owner is 11 minutes old: step-up is asked again. */
  const ageSessions = (user: TestUser) =>
    t()
      .ctx.db.update(sessions)
      .set({ reauthAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
  const post = (url: string, cookies: string[], payload: object) =>
    t().app.inject({ method: 'POST', url: `/api/v1/users${url}`, headers: withCookies(...cookies), payload });

  /** The registration's first call: the options, and the ceremony cookie the browser then holds. */
  async function registrationStart(user: TestUser) {
    const res = await call(user, 'POST', '/passkeys/register/options');
    expect(res.statusCode, res.body).toBe(200);
    return { challenge: res.json().data.challenge as string, ceremony: cookieOf(res, 'workify_passkey_add') };
  }
  const register = (user: TestUser, ceremony: string, response: object, name = 'Work laptop') =>
    post('/passkeys/register', [user.cookie, ceremony], { response, name });
  async function addPasskey(user: TestUser, key: Key = newKey(), name = 'Work laptop') {
    const { challenge, ceremony } = await registrationStart(user);
    const res = await register(user, ceremony, key.register(challenge), name);
    expect(res.statusCode, res.body).toBe(201);
    return { key, passkey: res.json().data as { _id: string; name: string } };
  }
  async function loginStart() {
    const res = await t().app.inject({ method: 'POST', url: '/api/v1/users/login/passkey/options' });
    expect(res.statusCode, res.body).toBe(200);
    return { challenge: res.json().data.challenge as string, ceremony: cookieOf(res, 'workify_passkey_login') };
  }
  const login = (ceremony: string, response: object) => post('/login/passkey', [ceremony], { response });

  return { call, cookieOf, withCookies, ageSessions, registrationStart, register, addPasskey, loginStart, login };
}
