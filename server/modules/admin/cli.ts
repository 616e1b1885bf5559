// npm run admin -- create --email E --password P --name N | promote --email E
// The command itself is command.ts; this is its process: arguments in, exit code out.
import { runAdminCommand } from './command';

const code = await runAdminCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exit(code);
