import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array | string) => Buffer.from(data).toString('base64url');
/** Authenticator data flags: user present, user verified, attested credential data follows. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A software passkey for the API tests (no package does this for a server test): an ES256 key
 * on a discoverable credential that answers the WebAuthn ceremonies as a platform authenticator
 * would, with 'none' attestation. The browser test drives Chromium's own virtual authenticator.
 */
export function softPasskey(opts: { rpId?: string; origin: string }) {
  const rpIdHash = sha256(opts.rpId ?? 'localhost');
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let counter = 0;

  const authData = (flags: number, attested = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, attested]);
  };
  const clientData = (type: string, challenge: string, origin = opts.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    /** The answer navigator.credentials.create() gives for these options' challenge. */
    register(challenge: string, over: { origin?: string } = {}) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(UP | UV | AT, attested)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, over.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer navigator.credentials.get() gives: the signature over this challenge, the counter one up. */
    login(challenge: string, over: { userVerified?: boolean; counter?: number } = {}) {
      counter = over.counter ?? counter + 1;
      const data = authData(over.userVerified === false ? UP : UP | UV);
      const json = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([data, sha256(json)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(json),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
