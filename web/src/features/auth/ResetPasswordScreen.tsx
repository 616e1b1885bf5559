import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { resetPasswordSchema, type ResetPasswordInput } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useResetPassword } from './api';
import { AuthCard } from './AuthCard';

export default function ResetPasswordScreen() {
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
        toast.success('Password reset successfully');
        navigate('/login');
      },
      // A refused token is not the password field's fault: it is said above the button.
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['password'])),
    });
  });

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/login/forgot-password" className="font-medium text-brand-700 hover:underline">
          Need a new link?
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
          error={form.formState.errors.password?.message}
          hint="At least 8 characters"
        />
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
