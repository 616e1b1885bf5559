import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSealed, openSecret, sealSecret } from '../../server/platform/secret-box';

const dir = mkdtempSync(path.join(tmpdir(), 'workify-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const withKey = (byte: number) => ({ key: Buffer.alloc(32, byte), keyFile: path.join(dir, 'unused.key') });

describe('sealSecret / openSecret', () => {
  it('seals a secret so that neither it nor a repeat of it shows, and opens it again', () => {
    const config = withKey(7);
    const a = sealSecret(config, 'JBSWY3DPEHPK3PXP');
    const b = sealSecret(config, 'JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:[\w-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b); // a fresh nonce each time
    expect(isSealed(a)).toBe(true);
    expect(openSecret(config, a)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(config, b)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('answers a value written before sealing as it is', () => {
    expect(isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(openSecret(withKey(7), 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses with a 503 a value changed in the database or sealed with another key', () => {
    const sealed = sealSecret(withKey(7), 'JBSWY3DPEHPK3PXP');
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BA' : 'AA');
    expect(() => openSecret(withKey(7), flipped)).toThrow(expect.objectContaining({ statusCode: 503 }));
    expect(() => openSecret(withKey(8), sealed)).toThrow(/secrets key changed/);
  });

  it('makes a key once into its file (owner-only) without SECRETS_KEY, and uses it on later starts', () => {
    const keyFile = path.join(dir, 'data', 'secrets.key');
    const sealed = sealSecret({ key: null, keyFile }, 'GEZDGNBVGY3TQOJQ');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(keyFile, 'utf8'), 'base64')).toHaveLength(32);
    const fromFile = { key: Buffer.from(readFileSync(keyFile, 'utf8'), 'base64'), keyFile: path.join(dir, 'x') };
    expect(openSecret(fromFile, sealed)).toBe('GEZDGNBVGY3TQOJQ');
  });
});
