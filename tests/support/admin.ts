import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { signUp, type TestApp, type TestUser } from './test-app';
import { turnOnTwoFactor } from './two-factor';

/**
 * A signed-in administrator: signed up, given the role in the database (the users trigger evicts
 * the session cache), with two-step sign-in turned on through the API, as the console needs it.
 */
export async function signUpAdmin(t: TestApp, fullName = 'Ada Admin'): Promise<TestUser & { totpSecret: string }> {
  const user = await signUp(t.app, { fullName });
  await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  const { secret } = await turnOnTwoFactor(t.app, user);
  return { ...user, totpSecret: secret };
}
