import type { PgChannel } from '../../server/db/client';

/**
 * A LISTEN/NOTIFY channel that hands the test its listener's callbacks instead of holding a
 * real connection: the test delivers payloads and drops and restores "the connection" itself,
 * in orders a loaded server produces only now and then.
 */
export function handChannel() {
  const calls: { payload?: (raw: string) => void; reconnected?: () => void; lost?: () => void } = {};
  const channel: PgChannel = {
    listen: async (_name, onPayload, onReconnect, onLost) => {
      Object.assign(calls, { payload: onPayload, reconnected: onReconnect, lost: onLost });
      return async () => undefined;
    },
    notify: async () => undefined,
  };
  return { channel, calls };
}
