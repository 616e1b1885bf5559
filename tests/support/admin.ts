import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { signUp, type TestApp, type TestUser } from './test-app';

/** A signed-in administrator: signed up, then given the role in the database (the users trigger evicts the session cache). */
export async function signUpAdmin(t: TestApp, fullName = 'Ada Admin'): Promise<TestUser> {
  const user = await signUp(t.app, { fullName });
  await t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  return user;
}
