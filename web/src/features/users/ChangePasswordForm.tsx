import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useChangePassword } from './api';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The Security screen's "Change password": the server judges the new one's strength and says why under it. */
export function ChangePasswordForm() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
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
        {_('account.password.title')}
      </h2>
      <Input
        label={_('account.password.current')}
        type="password"
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={translateError(errors.currentPassword?.message)}
      />
      <Input
        label={_('account.password.new')}
        type="password"
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={translateError(errors.newPassword?.message)}
        hint={_('account.password.hint')}
      />
      <FormError message={formError} />
      <p role="status" className="text-sm text-emerald-700 empty:hidden">
        {change.isSuccess && !form.formState.isDirty ? _('account.password.changed') : ''}
      </p>
      <Button type="submit" loading={change.isPending}>
        {_('account.password.title')}
      </Button>
    </form>
  );
}
