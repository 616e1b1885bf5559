import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4 } from 'node:net';
import type { Config } from '../config';

const VALID = /^[\w.:/-]{1,128}$/;

/** Whether the connecting peer is one of the proxies TRUST_PROXY names (hop 0, as Fastify asks). */
export function trustsPeer(trust: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'function') return (address) => Boolean(address) && trust(address!, 0);
  const list = new BlockList();
  for (const entry of trust) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, bits] = entry.split('/');
    const type = isIPv4(address!) ? 'ipv4' : 'ipv6';
    if (bits) list.addSubnet(address!, Number(bits), type);
    else list.addAddress(address!, type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}

/**
 * Fastify's genReqId: every log line of a request carries its id. An X-Request-Id is kept
 * only from a trusted proxy (so nginx's $request_id follows the request across the hop);
 * from anyone else it is ignored, so a client cannot forge or collide ids in the logs.
 */
export function requestIdGenerator(trust: Config['trustProxy']) {
  const trusted = trustsPeer(trust);
  return (req: IncomingMessage) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && VALID.test(given) && trusted(req.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}
