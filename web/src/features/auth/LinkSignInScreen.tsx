import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { linkSignInSchema, type LinkSignInInput, type PendingSignIn } from '@shared/schemas/sign-ins';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { AuthCard } from './AuthCard';
import { PendingSignInGate } from './PendingSignInGate';
import { useLinkSignIn } from './provider-api';

/**
 * /login/link: the provider's e-mail is an existing account's. It is never linked silently:
 * the account's password (and its code, with two-step sign-in on) proves the owner first.
 */
export default function LinkSignInScreen() {
  return <PendingSignInGate kind="link">{(pending) => <LinkForm pending={pending} />}</PendingSignInGate>;
}

function LinkForm({ pending }: { pending: PendingSignIn }) {
  const { _ } = useLingui();
  const link = useLinkSignIn();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LinkSignInInput>({ resolver: zodResolver(linkSignInSchema), defaultValues: { password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    link.mutate(values, {
      onSuccess: (user) => navigate(user.isAdmin ? '/admin' : '/dashboard', { replace: true }),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['password', 'code'])),
    });
  });

  return (
    <AuthCard
      title={_('auth.link.title', { provider: pending.providerName })}
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {_('auth.link.cancel')}
        </Link>
      }
    >
      <p className="mb-4 text-sm break-words text-slate-700">
        {_(pending.codeRequired ? 'auth.link.introWithCode' : 'auth.link.intro', {
          email: pending.email,
          provider: pending.providerName,
        })}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label={_('auth.field.password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        {pending.codeRequired && (
          <Input
            label={_('auth.field.code')}
            inputMode="text"
            autoComplete="one-time-code"
            {...form.register('code', { setValueAs: (v: string) => v || undefined })}
            error={errors.code?.message}
          />
        )}
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={link.isPending}>
          {_('auth.link.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
