import { afterEach, describe, expect, it, vi } from 'vitest';

const startAuthentication = vi.fn();
const startRegistration = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration }));

const { createPasskey, PasskeyError, signWithPasskey } = await import('../../web/src/lib/webauthn');
const options = { challenge: 'Y2hhbGxlbmdl' };
const named = (name: string, code = 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY') =>
  Object.assign(new Error('x'), { name, code });

describe('passkey ceremonies say what went wrong in sentences (web/src/lib/webauthn.ts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a browser without WebAuthn is told so, without loading the library', async () => {
    vi.stubGlobal('window', {});
    await expect(signWithPasskey(options)).rejects.toThrow('This browser cannot use passkeys.');
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('a cancelled or timed-out prompt is a cancellation, not a failure; other refusals have their own sentence', async () => {
    vi.stubGlobal('window', { PublicKeyCredential: function PublicKeyCredential() {} });
    startAuthentication.mockRejectedValueOnce(named('NotAllowedError'));
    const cancelled = await signWithPasskey(options).catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(PasskeyError);
    expect(cancelled).toMatchObject({ cancelled: true, message: expect.stringContaining('No passkey was used') });
    startRegistration.mockRejectedValueOnce(named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'));
    await expect(createPasskey(options)).rejects.toThrow('This device already holds a passkey for your account.');
    startRegistration.mockRejectedValueOnce(named('SecurityError', 'ERROR_INVALID_RP_ID'));
    await expect(createPasskey(options)).rejects.toThrow('Passkeys do not work on this address.');
    startRegistration.mockResolvedValueOnce({ id: 'abc', type: 'public-key' });
    await expect(createPasskey(options)).resolves.toEqual({ id: 'abc', type: 'public-key' });
  });
});
