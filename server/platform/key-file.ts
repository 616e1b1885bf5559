import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const loaded = new Map<string, string>();

/**
 * A key the server makes for itself when the operator set none (the VAPID pair, the secrets
 * key): read from `file`, or made by `make` and written there once (mode 0600), then kept in
 * memory. The file is only ever created, never rewritten, as a changed key would orphan what
 * the old one made; when two processes start at once, the one that wrote first wins (flag
 * 'wx') and the other reads its key back. Instances without a shared folder must set the key.
 */
export function keyFileOnce(file: string, make: () => string): string {
  const known = loaded.get(file);
  if (known !== undefined) return known;
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path.dirname(file), { recursive: true });
    const made = make();
    try {
      writeFileSync(file, made, { mode: 0o600, flag: 'wx' });
      text = made;
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      text = readFileSync(file, 'utf8').trim();
    }
  }
  loaded.set(file, text);
  return text;
}
