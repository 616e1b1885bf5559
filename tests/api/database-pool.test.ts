import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../server/db/client';
import { createTestApp, signUp, testDatabaseKind } from '../support/test-app';

const users = async (t: Awaited<ReturnType<typeof createTestApp>>) =>
  (await selectRows<{ n: number }>(t.ctx.db, sql`SELECT count(*)::int AS n FROM users`))[0]!.n;

// The test databases a worker reuses (tests/support/database-pool.ts) must look new to each file.
describe.runIf(testDatabaseKind === 'pglite')('test databases reused between test apps', () => {
  it('come back empty, and a database whose schema a file changed is not reused', async () => {
    const first = await createTestApp();
    await signUp(first.app);
    expect(await users(first)).toBe(1);
    const database = first.database;
    await first.close();

    const second = await createTestApp();
    expect(second.database).toBe(database);
    expect(await users(second)).toBe(0);
    await signUp(second.app);
    await second.ctx.db.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced`);
    await second.close();

    const third = await createTestApp();
    expect(third.database).not.toBe(database);
    expect(await users(third)).toBe(0);
    const [trigger] = await selectRows<{ enabled: string }>(
      third.ctx.db,
      sql`SELECT tgenabled AS enabled FROM pg_trigger WHERE tgname = 'ledger_entries_balanced'`,
    );
    expect(trigger!.enabled).toBe('O');
    await third.close();
  });
});
