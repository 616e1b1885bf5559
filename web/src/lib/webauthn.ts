import type { PasskeyOptions } from '@shared/schemas/passkeys';

/**
 * The browser side of passkeys (issue 32), shared by the login screen and the Security screen.
 * @simplewebauthn/browser is imported only when a ceremony starts, so it stays out of the first script.
 */

/** Whether this browser can make and use passkeys at all (no import needed to ask). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * A refusal by the browser or the authenticator, said as a sentence for the person: each is the
 * English of an errors.passkey.* key, so the screens show it in the page's language (useTranslateError).
 */
export class PasskeyError extends Error {
  constructor(
    message: string,
    /** The person closed the prompt or let it time out: nothing is wrong. */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'PasskeyError';
  }
}

const UNSUPPORTED = 'This browser cannot use passkeys. Try an up-to-date Chrome, Edge, Safari or Firefox.';

function sentenceFor(err: unknown, adding: boolean): PasskeyError {
  const { name, code } = (err ?? {}) as { name?: string; code?: string };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyError(
      adding
        ? 'No passkey was made: the request was cancelled or timed out. You can try again.'
        : 'No passkey was used: the request was cancelled or timed out. You can try again.',
      true,
    );
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return new PasskeyError('This device already holds a passkey for your account.');
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID')
    return new PasskeyError(
      'Passkeys do not work on this address. Open Workify at its usual address (a secure https one) and try again.',
    );
  if (name === 'NotSupportedError' || code?.startsWith('ERROR_AUTHENTICATOR_MISSING'))
    return new PasskeyError('Your device cannot make a passkey that Workify can use. Try another device or browser.');
  return new PasskeyError('The passkey did not work. Please try again.');
}

async function library() {
  if (!passkeysSupported()) throw new PasskeyError(UNSUPPORTED);
  return import('@simplewebauthn/browser');
}

/** Asks the browser to make a passkey for these options; answers what the server checks. */
export async function createPasskey(options: PasskeyOptions): Promise<Record<string, unknown>> {
  const { startRegistration } = await library();
  try {
    return { ...(await startRegistration({ optionsJSON: options as never })) };
  } catch (err) {
    throw sentenceFor(err, true);
  }
}

/** Asks the browser to sign the challenge with one of this site's passkeys (the person picks it). */
export async function signWithPasskey(options: PasskeyOptions): Promise<Record<string, unknown>> {
  const { startAuthentication } = await library();
  try {
    return { ...(await startAuthentication({ optionsJSON: options as never })) };
  } catch (err) {
    throw sentenceFor(err, false);
  }
}
