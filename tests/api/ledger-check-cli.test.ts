import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../server/db/schema';
import { connect } from '../../server/db/client';
import { freshServerDatabase, migratedDataFolder } from '../support/test-app';
import { storedPrice } from '../../server/platform/prices';

const root = path.resolve(__dirname, '../..');
const dataDir = migratedDataFolder(mkdtempSync(path.join(tmpdir(), 'workify-ledger-cli-')));
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/** npm run ledger:check as an operator runs it, on PGlite data or DATABASE_URL like the tests. */
function runCheck(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/modules/payouts/check-cli.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
}

describe('npm run ledger:check', () => {
  it('passes on a sound database and exits 1 naming an order whose ledger does not match its state', async () => {
    const server = process.env.TEST_DATABASE_URL ? await freshServerDatabase(process.env.TEST_DATABASE_URL) : null;
    drop = server?.drop;
    const env: Record<string, string> = server ? { DATABASE_URL: server.url } : { DATA_DIR: dataDir };
    const database = await connect(server ? { url: server.url } : { dataDir: path.join(dataDir, 'db') });
    await database.close();
    const sound = runCheck(env);
    expect(sound.status, sound.stderr).toBe(0);
    expect(sound.stdout).toContain('balances and matches every order and payout');

    const db = await connect(server ? { url: server.url } : { dataDir: path.join(dataDir, 'db') });
    const [user] = await db.db
      .insert(users)
      .values({ fullName: 'A', username: 'cli_a', email: 'cli_a@example.com', passwordHash: 'x' })
      .returning();
    const [order] = await db.db
      .insert(orders)
      .values({
        buyerId: user!.id,
        sellerId: user!.id,
        imgKey: 'x',
        title: 'Never paid out',
        ...storedPrice(20),
        paymentIntentId: 'pi_cli',
        status: 'completed',
        paidAt: new Date(),
      })
      .returning();
    await db.close();
    const bad = runCheck(env);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(`order ${order!.id} is completed but its money was never released`);
  }, 120_000);
});
