import { useLingui } from '@lingui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useForgotPassword } from './api';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordScreen() {
  const { _ } = useLingui();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit((data) => {
    setFormError(null);
    forgot.mutate(data, {
      onSuccess: () => toast.success(_('auth.forgot.sent')),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['email'])),
    });
  });

  return (
    <AuthCard
      title={_('auth.forgot.title')}
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {_('auth.forgot.backToLogin')}
        </Link>
      }
    >
      <p className="mb-4 text-sm text-slate-600">{_('auth.forgot.intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={forgot.isPending}>
          {_('auth.forgot.submit')}
        </Button>
      </form>
      {forgot.isSuccess && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {_('auth.forgot.onItsWay')}
        </p>
      )}
    </AuthCard>
  );
}
