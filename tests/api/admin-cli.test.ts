import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/db/client';
import { DataFolderInUseError, lockDataFolder } from '../../server/db/data-lock';
import { auditLog, users } from '../../server/db/schema';
import { runAdminCommand } from '../../server/modules/admin/command';
import { verifyPassword } from '../../server/platform/passwords';
import { envWithoutDatabaseUrl } from '../support/server-process';
import { emptyClusterFolder, freshServerDatabase } from '../support/test-app';

/**
 * `npm run admin` on the embedded database under DATA_DIR, or (TEST_DATABASE_URL) on an empty
 * PostgreSQL database through DATABASE_URL. The command runs in this process (command.ts, what
 * cli.ts calls with the process's arguments), except where the process itself is the subject:
 * its entry point and its refusal of a folder another process holds. A child process costs a
 * TypeScript load and a database open of its own, seconds each on this machine.
 */
const root = path.resolve(__dirname, '../..');
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const dataDir = mkdtempSync(path.join(tmpdir(), 'workify-admin-cli-'));
// On PGlite an initdb'd cluster with no migration applied: the command migrates it (an empty folder's
// initdb is the browser tests' server's first start).
if (!onServer) emptyClusterFolder(dataDir);
let env: Record<string, string> = { DATA_DIR: dataDir };
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!onServer) return;
  // Empty, not the run's migrated template: the command migrates it first.
  const server = await freshServerDatabase(process.env.TEST_DATABASE_URL!, { empty: true });
  drop = server.drop;
  env = { DATABASE_URL: server.url };
});
afterAll(async () => {
  await releaseShared();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'a long admin password';

const childEnv = (extra: Record<string, string>) => envWithoutDatabaseUrl({ LOG_LEVEL: 'silent', ...extra });

/** Whatever happened, the password and its hash are never printed. */
function expectNoSecrets(printed: string) {
  expect(printed).not.toContain(PASSWORD);
  expect(printed).not.toContain('scrypt$');
}

let kept: Database | undefined;
/**
 * The database the command works on, opened once and kept for the file's tests: each open of
 * an embedded folder costs seconds. Released where the folder must be free.
 */
const shared = async () =>
  (kept ??= await connect(onServer ? { url: env.DATABASE_URL! } : { dataDir: path.join(dataDir, 'db') }));
async function releaseShared() {
  await kept?.close();
  kept = undefined;
}

/**
 * The command as `npm run admin -- …args` runs it, here: its exit status and what it printed.
 * `opening`: it opens (and migrates) the database itself, as from the command line; else it
 * is handed the shared one.
 */
async function runAdmin(args: string[], opening = false) {
  let stdout = '';
  let stderr = '';
  const output = { out: (text: string) => (stdout += `${text}\n`), err: (text: string) => (stderr += `${text}\n`) };
  const status = await runAdminCommand(args, childEnv(env), output, opening ? undefined : await shared());
  expectNoSecrets(stdout + stderr);
  return { status, stdout, stderr };
}

/** The command's own process (tsx, as `npm run admin` starts it). */
function spawnAdmin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/modules/admin/cli.ts', ...args], {
    cwd: root,
    env: childEnv(env),
    encoding: 'utf8',
    timeout: 90_000,
  });
  expectNoSecrets(run.stdout + run.stderr);
  return run;
}

/** Reads the database the command used. */
const inDatabase = async <T>(read: (db: Database['db']) => Promise<T>): Promise<T> => read((await shared()).db);

const auditLines = (db: Database['db'], action: string) =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.createdAt));

describe('npm run admin -- create', () => {
  it('creates an administrator on an empty database (migrated first), with an audit line and no password printed', async () => {
    const run = await runAdmin(
      ['create', '--email', 'Ada@Example.com', '--password', PASSWORD, '--name', 'Ada Admin'],
      true,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Created the administrator Ada Admin <ada@example.com>');
    const { row, lines } = await inDatabase(async (db) => ({
      row: (await db.select().from(users).where(eq(users.email, 'ada@example.com')))[0]!,
      lines: await auditLines(db, 'admin.create'),
    }));
    expect(row).toMatchObject({
      fullName: 'Ada Admin',
      username: 'ada',
      isAdmin: true,
      isClient: true,
      profession: null,
      isVerified: false,
      suspendedAt: null,
    });
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      actorId: null,
      actorName: 'Workify',
      targetType: 'user',
      targetId: row.id,
      reason: 'command line',
      details: { email: 'ada@example.com' },
    });
  }, 120_000);

  it('refuses an e-mail already in use with exit code 1, naming promote, and changes nothing', async () => {
    const run = await runAdmin([
      'create',
      '--email',
      'ada@example.com',
      '--password',
      PASSWORD,
      '--name',
      'Someone Else',
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('An account already uses this email');
    expect(run.stderr).toContain('npm run admin -- promote --email ada@example.com');
    const counted = await inDatabase(async (db) => ({
      users: (await db.select({ n: count() }).from(users))[0]!.n,
      lines: (await auditLines(db, 'admin.create')).length,
    }));
    expect(counted).toEqual({ users: 1, lines: 1 });
  }, 120_000);

  it('refuses a password sign-up would refuse, a bad e-mail and an empty name, before opening the database', async () => {
    const bad = await runAdmin(['create', '--email', 'not-an-address', '--password', 'short', '--name', ''], true);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--password: Password must be at least 8 characters');
    expect(bad.stderr).toContain('--email: Email address must be a valid address');
    expect(bad.stderr).toContain('--name: Full name is required');
    const unknown = await runAdmin(['frobnicate'], true);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Usage:');
  });
});

describe('npm run admin -- promote', () => {
  it('makes an existing account an administrator once; an unknown e-mail exits 1', async () => {
    const id = await inDatabase(async (db) => {
      const [row] = await db
        .insert(users)
        .values({
          fullName: 'Mo Member',
          username: 'mo_member',
          email: 'mo@example.com',
          passwordHash: 'x',
          isClient: false,
          profession: 'Web Developer',
        })
        .returning();
      return row!.id;
    });
    const run = await runAdmin(['promote', '--email', 'MO@example.com']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Mo Member <mo@example.com> is now an administrator');
    const again = await runAdmin(['promote', '--email', 'mo@example.com']);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('is already an administrator; nothing changed');
    const { row, lines } = await inDatabase(async (db) => ({
      row: (await db.select().from(users).where(eq(users.id, id)))[0]!,
      lines: await auditLines(db, 'admin.promote'),
    }));
    // Promotion grants the role and nothing else: a freelancer stays one.
    expect(row).toMatchObject({ isAdmin: true, isClient: false, profession: 'Web Developer' });
    expect(lines.map((l) => ({ actorId: l.actorId, targetId: l.targetId, reason: l.reason }))).toEqual([
      { actorId: null, targetId: id, reason: 'command line' },
    ]);

    const unknown = await runAdmin(['promote', '--email', 'nobody@example.com']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses the email nobody@example.com');
  }, 120_000);
});

describe('npm run admin as its own process', () => {
  it('exits 1 with the usage on an unknown command and bad input, printing no password', () => {
    const run = spawnAdmin('create', '--email', 'not-an-address', '--password', PASSWORD.slice(0, 5), '--name', 'Ada');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--email: Email address must be a valid address');
    expect(run.stderr).toContain('Usage:');
    expect(spawnAdmin('frobnicate').status).toBe(1);
  }, 120_000);
});

describe.skipIf(onServer)('npm run admin on the embedded database while it is in use', () => {
  it('refuses clearly while another process has the data folder open, and works once it is closed (over a stale lock)', async () => {
    await releaseShared();
    // This test process holds the folder open, as a running server would; the command is another process.
    const open = await connect({ dataDir: path.join(dataDir, 'db') });
    let closed = false;
    try {
      const run = spawnAdmin('create', '--email', 'cy@example.com', '--password', PASSWORD, '--name', 'Cy Admin');
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `The embedded database in ${path.join(dataDir, 'db')} is in use by another Workify process (pid ${process.pid})`,
      );
      expect(run.stderr).toContain('Stop that process first');
      await open.close();
      closed = true;
      // A lock left behind by a killed process (its pid is gone) is taken over.
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      });
      writeFileSync(path.join(dataDir, 'db.lock'), JSON.stringify({ pid: Number(gone.stdout), started: null }));
      const after = await runAdmin(
        ['create', '--email', 'cy@example.com', '--password', PASSWORD, '--name', 'Cy Admin'],
        true,
      );
      expect(after.status, after.stderr).toBe(0);
      expect(
        await inDatabase(
          async (db) =>
            (
              await db
                .select({ n: count() })
                .from(users)
                .where(and(eq(users.email, 'cy@example.com'), eq(users.isAdmin, true)))
            )[0]!.n,
        ),
      ).toBe(1);
    } finally {
      if (!closed) await open.close();
    }
  }, 180_000);

  it('refuses a second open of a folder within one process, and frees it on release', () => {
    const folder = path.join(dataDir, 'other');
    const release = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUseError);
    release();
    lockDataFolder(folder)();
  });
});
