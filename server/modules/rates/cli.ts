// npm run rates -- set EUR 0.92 | list | remove EUR
// The command itself is command.ts; this is its process: arguments in, exit code out.
import { runRatesCommand } from './command';

const code = await runRatesCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exit(code);
