import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorCodeSchema, type TwoFactorCodeInput, type User } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useLoginCode } from './api';

/** The login's second step for an account with two-step sign-in: a code from the app, or a recovery code. */
export function LoginCodeStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: User) => void;
  onRestart: (expired: boolean) => void;
}) {
  const { _ } = useLingui();
  const finish = useLoginCode();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });

  const submit = form.handleSubmit((data) => {
    setFormError(null);
    finish.mutate(data, {
      onSuccess: onSignedIn,
      onError: (err) => {
        // The 5 minutes are over (or the step was never started): back to the password.
        if (err instanceof ApiError && err.status === 401) return onRestart(true);
        setFormError(applyServerErrors(err, form.setError, ['code']));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{_('auth.code.intro')}</p>
      <Input
        label={_('auth.field.code')}
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        {...form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <FormError message={formError} />
      <Button type="submit" className="w-full" loading={finish.isPending}>
        {_('auth.code.submit')}
      </Button>
      <button
        type="button"
        onClick={() => onRestart(false)}
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline"
      >
        {_('auth.code.otherAccount')}
      </button>
    </form>
  );
}
