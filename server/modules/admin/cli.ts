// npm run admin -- create --email E --password P --name N | promote --email E
// Creates an administrator, or makes an existing account one, in the configured database
// (embedded PGlite under DATA_DIR, or the PostgreSQL server of DATABASE_URL; migrated first).
// The password and its hash are never printed.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { adminAccountSchema } from '@shared/schemas/admin';
import { loadConfig } from '../../config';
import { connect, type Database } from '../../db/client';
import { DataFolderInUseError } from '../../db/data-lock';
import { HttpError } from '../../platform/errors';
import { createAdmin, promoteAdmin } from './accounts';

const USAGE = `Usage:
  npm run admin -- create --email <email> --password <password> --name "<full name>"
  npm run admin -- promote --email <email>`;
/** The audit log's reason for every line this command writes. */
const REASON = 'command line';

const out = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string, code = 1): never => {
  process.stderr.write(`${text}\n`);
  process.exit(code);
};

function readArguments() {
  try {
    const { positionals, values } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    });
    const [command, ...rest] = positionals;
    if ((command !== 'create' && command !== 'promote') || rest.length) return fail(USAGE);
    return { command, ...values };
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
}

const args = readArguments();
// Bad input is refused before the database is opened (field by field, as sign-up words it).
const checked =
  args.command === 'create'
    ? adminAccountSchema.safeParse({ email: args.email, password: args.password, fullName: args.name })
    : adminAccountSchema.pick({ email: true }).safeParse({ email: args.email });
if (!checked.success) fail(`${checked.error.issues.map((i) => `--${i.path[0] === 'fullName' ? 'name' : String(i.path[0])}: ${i.message}`).join('\n')}\n${USAGE}`);

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
let database: Database;
try {
  database = await connect(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` });
} catch (err) {
  fail(err instanceof DataFolderInUseError ? err.message : `Opening the database failed: ${err instanceof Error ? err.message : String(err)}`, err instanceof DataFolderInUseError ? 1 : 2);
}

let code = 0;
try {
  if (args.command === 'create') {
    const admin = await createAdmin(database!.db, { email: args.email!, password: args.password!, fullName: args.name! }, { reason: REASON });
    out(`Created the administrator ${admin.fullName} <${admin.email}> (username ${admin.username}) in the ${database!.kind} database. Sign in as usual; the console is at /admin.`);
  } else {
    const admin = await promoteAdmin(database!.db, args.email!, { reason: REASON });
    out(admin.promoted ? `${admin.fullName} <${admin.email}> is now an administrator. The console is at /admin.` : `${admin.fullName} <${admin.email}> is already an administrator; nothing changed.`);
  }
} catch (err) {
  const refused = err instanceof HttpError || err instanceof ZodError;
  process.stderr.write(`${refused ? err.message : `npm run admin failed: ${err instanceof Error ? err.message : String(err)}`}\n`);
  code = refused ? 1 : 2;
} finally {
  await database!.close();
}
process.exit(code);
