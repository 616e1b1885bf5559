import { useLingui } from '@lingui/react';
import { KeyRound } from 'lucide-react';
import type { User } from '@shared/schemas/users';
import { Button } from '@web/ui/Button';
import { useTranslateError } from '@web/lib/i18n';
import { FormError } from '@web/ui/Field';
import { usePasskeyLogin } from './passkey-api';

/** The login screen's other way in: a passkey, no e-mail or password typed, and no code asked after it. */
export function PasskeyLoginButton({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const login = usePasskeyLogin();
  return (
    <div className="mt-4 space-y-3">
      <p aria-hidden className="flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {_('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        loading={login.isPending}
        onClick={() => login.mutate(undefined, { onSuccess: onSignedIn })}
      >
        <KeyRound aria-hidden className="size-4" />
        {_('auth.passkey.signIn')}
      </Button>
      <FormError message={translateError(login.error?.message)} />
    </div>
  );
}
