import webpush from 'web-push';
import type { Config } from '../../config';
import { keyFileOnce } from '../../platform/key-file';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair browsers subscribe with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
 * else made once into DATA_DIR/vapid.json and read from there on every later start (a changed
 * pair would orphan every subscription).
 */
export function vapidKeys(config: Config): VapidKeys {
  if (config.push.keys) return config.push.keys;
  return JSON.parse(keyFileOnce(config.push.keysFile, () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}
