import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { resetPasswordSchema, type ResetPasswordInput } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useResetPassword } from './api';
import { AuthCard } from './AuthCard';

export default function ResetPasswordScreen() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit((data) => {
    setFormError(null);
    reset.mutate(data, {
      onSuccess: () => {
        toast.success(_('auth.reset.done'));
        navigate('/login');
      },
      // A refused token is not the password field's fault: it is said above the button.
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['password'])),
    });
  });

  return (
    <AuthCard
      title={_('auth.reset.title')}
      footer={
        <Link to="/login/forgot-password" className="font-medium text-brand-700 hover:underline">
          {_('auth.reset.newLink')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label={_('auth.reset.password')}
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
          error={translateError(form.formState.errors.password?.message)}
          hint={_('auth.reset.hint')}
        />
        <FormError message={translateError(formError ?? undefined)} />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          {_('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
