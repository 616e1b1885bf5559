// The `npm run admin` command (cli.ts runs it): create an administrator, or make an existing
// account one, in the configured database (embedded PGlite under DATA_DIR, or the PostgreSQL
// server of DATABASE_URL; migrated first). The password and its hash are never printed.
import { parseArgs } from 'node:util';
import { adminAccountSchema } from '@shared/schemas/admin';
import type { Database } from '../../db/client';
import { refuse, withCommandDatabase, type CommandOutput } from '../../platform/command';
import { createAdmin, promoteAdmin } from './accounts';

const USAGE = `Usage:
  npm run admin -- create --email <email> --password <password> --name "<full name>"
  npm run admin -- promote --email <email>`;
/** The audit log's reason for every line this command writes. */
const REASON = 'command line';

type Arguments = { command: 'create' | 'promote'; email?: string; password?: string; name?: string };

function readArguments(argv: string[]): Arguments | string {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    });
    const [command, ...rest] = positionals;
    if ((command !== 'create' && command !== 'promote') || rest.length) return USAGE;
    return { command, ...values };
  } catch (err) {
    return `${err instanceof Error ? err.message : String(err)}\n${USAGE}`;
  }
}

/** Bad input is refused before the database is opened, field by field, as sign-up words it. */
function refusedInput(args: Arguments): string | null {
  const checked =
    args.command === 'create'
      ? adminAccountSchema.safeParse({ email: args.email, password: args.password, fullName: args.name })
      : adminAccountSchema.pick({ email: true }).safeParse({ email: args.email });
  if (checked.success) return null;
  return `${checked.error.issues.map((i) => `--${i.path[0] === 'fullName' ? 'name' : String(i.path[0])}: ${i.message}`).join('\n')}\n${USAGE}`;
}

/**
 * Runs the command with `argv` (what follows `npm run admin --`) in the environment `env`;
 * answers the exit code: 0 done, 1 refused (bad input, the account, the folder in use),
 * 2 failed. It opens (and migrates) the database `env` names, unless handed one already
 * open (`opened`, which it then leaves open: the tests keep one for the whole file).
 */
export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  opened?: Database,
): Promise<number> {
  const args = readArguments(argv);
  if (typeof args === 'string') return refuse(output, args);
  const refused = refusedInput(args);
  if (refused) return refuse(output, refused);
  return withCommandDatabase('admin', env, output, opened, async (database) => {
    if (args.command === 'create') {
      const admin = await createAdmin(
        database.db,
        { email: args.email!, password: args.password!, fullName: args.name! },
        { reason: REASON },
      );
      output.out(
        `Created the administrator ${admin.fullName} <${admin.email}> (username ${admin.username}) in the ${database.kind} database. Sign in as usual; the console is at /admin.`,
      );
    } else {
      const admin = await promoteAdmin(database.db, args.email!, { reason: REASON });
      output.out(
        admin.promoted
          ? `${admin.fullName} <${admin.email}> is now an administrator. The console is at /admin.`
          : `${admin.fullName} <${admin.email}> is already an administrator; nothing changed.`,
      );
    }
  });
}
