import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const loaded = new Map<string, VapidKeys>();

/**
 * The VAPID key pair browsers subscribe with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
 * else made once into DATA_DIR/vapid.json (mode 0600) and read from there on every later start.
 * A changed pair would orphan every subscription, so the file is only ever created, never
 * rewritten; several instances on one PostgreSQL have no shared folder and must set the env keys.
 */
export function vapidKeys(config: Config): VapidKeys {
  if (config.push.keys) return config.push.keys;
  const file = config.push.keysFile;
  const known = loaded.get(file);
  if (known) return known;
  let keys: VapidKeys;
  try {
    keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    mkdirSync(path.dirname(file), { recursive: true });
    const made = webpush.generateVAPIDKeys();
    try {
      // wx: a process that wrote it first wins, and its pair is the one read back.
      writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
      keys = made;
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    }
  }
  loaded.set(file, keys);
  return keys;
}
