import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useChangePassword } from './api';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The Security screen's "Change password": the server judges the new one's strength and says why under it. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={errors.newPassword?.message}
        hint="At least 8 characters and hard to guess: a few uncommon words together work well."
      />
      <FormError message={formError} />
      <p role="status" className="text-sm text-emerald-700 empty:hidden">
        {change.isSuccess && !form.formState.isDirty
          ? 'Your password was changed. Every other device was signed out.'
          : ''}
      </p>
      <Button type="submit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
