import { useLingui } from '@lingui/react';
import { KeyRound } from 'lucide-react';
import { buttonClass } from '@web/ui/Button';
import { providerStartUrl, useSignInProviders } from './provider-api';

/**
 * "Sign in with Google" / "Sign in with <OIDC_NAME>": one per configured provider, none when
 * none is (`divider: false` under another "or" group, the login's passkey). Plain links: the browser goes to the provider and comes back through the server.
 */
export function ProviderButtons({ divider = true }: { divider?: boolean }) {
  const { _ } = useLingui();
  const providers = useSignInProviders();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className={divider ? 'mt-6 space-y-3' : 'mt-3 space-y-3'}>
      {divider && (
        <p className="flex items-center gap-3 text-xs text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          {_('auth.or')}
        </p>
      )}
      {list.map((p) => (
        <a key={p.id} href={providerStartUrl(p.id)} className={buttonClass('secondary', 'md', 'w-full')}>
          <KeyRound aria-hidden className="size-4" />
          {_('auth.provider.signIn', { provider: p.name })}
        </a>
      ))}
    </div>
  );
}
