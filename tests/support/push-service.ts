import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push the local push service received, as the push service sees it (encrypted). */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser's side of a push subscription: its ECDH P-256 key pair and 16-byte auth secret
 * (what PushManager.subscribe makes), so a test can decrypt what the server sends it.
 */
export class FakeBrowser {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  /** PushSubscription.toJSON(), as the web app posts it. */
  toJSON() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') },
    };
  }

  /** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) and returns its text. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20]!;
    const serverPublic = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error('a push of more than one record');
    const shared = this.ecdh.computeSecret(serverPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * Checks a push's VAPID Authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed
 * ES256 by that key for the push service's origin. Returns the key and the JWT's claims.
 */
export function verifyVapid(
  headers: IncomingHttpHeaders,
  origin: string,
): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${headers.authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const [head, body, signature] = token.split('.') as [string, string, string];
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, not ${origin}`);
  return { key, claims };
}

/** A local HTTP server acting as a browser vendor's push service: records each push and answers `status`. */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  const to = (name: string) => received.filter((p) => p.path === `/push/${name}`);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(service.status).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = {
    /** What the service answers every push with (201 Created, or 410 Gone for an expired subscription). */
    status: 201,
    origin,
    endpoint: (name: string) => `${origin}/push/${name}`,
    /** The pushes sent to one browser's endpoint so far. */
    to,
    /** Resolves once `count` pushes reached the endpoint `name` (fails the test after 10 s). */
    async waitFor(name: string, count = 1): Promise<ReceivedPush[]> {
      const deadline = Date.now() + 10_000;
      while (to(name).length < count) {
        if (Date.now() > deadline) throw new Error(`no push to ${name} within 10 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return to(name);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}
