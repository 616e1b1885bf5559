import * as client from 'openid-client';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '@shared/schemas/sign-ins';
import { isLocalAddress, type Config } from '../../config';
import { HttpError, notFound } from '../../platform/errors';

type ProviderSettings = NonNullable<Config['signIn'][SignInProvider]>;

export interface SignInProviderHandle {
  id: SignInProvider;
  name: string;
  /** The provider's metadata, found by discovery on first use and kept; a failure is retried next time. */
  configuration(): Promise<client.Configuration>;
}

const DISCOVERY_TIMEOUT_S = 5;

/** The provider could not be reached (discovery, token exchange): the person is told, nothing crashes. */
export const providerUnavailable = (name: string) =>
  new HttpError(
    503,
    `Sign-in with ${name} is unavailable right now: we could not reach it. Try again in a few minutes, or sign in with your password.`,
  );

function handleFor(id: SignInProvider, settings: ProviderSettings): SignInProviderHandle {
  let found: Promise<client.Configuration> | null = null;
  return {
    id,
    name: settings.name,
    configuration() {
      found ??= client
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          undefined,
          client.ClientSecretBasic(settings.clientSecret),
          {
            timeout: DISCOVERY_TIMEOUT_S,
            // A provider on this machine (the tests', a developer's) speaks plain HTTP; any other must use HTTPS.
            execute: isLocalAddress(settings.issuer) ? [client.allowInsecureRequests] : [],
          },
        )
        .catch((err: unknown) => {
          found = null;
          throw err;
        });
      return found.catch(() => {
        throw providerUnavailable(settings.name);
      });
    },
  };
}

/** The configured providers of one app, each discovered lazily and once. */
export function signInProviders(config: Config) {
  const handles = new Map<SignInProvider, SignInProviderHandle>();
  for (const id of SIGN_IN_PROVIDERS) {
    const settings = config.signIn[id];
    if (settings) handles.set(id, handleFor(id, settings));
  }
  return {
    list: () => [...handles.values()].map(({ id, name }) => ({ id, name })),
    /** A provider this server has, or 404 (an unknown or unconfigured one). */
    get(id: string): SignInProviderHandle {
      const handle = handles.get(id as SignInProvider);
      if (!handle) throw notFound('Sign-in provider');
      return handle;
    },
    nameOf: (id: string) => handles.get(id as SignInProvider)?.name ?? id,
  };
}
