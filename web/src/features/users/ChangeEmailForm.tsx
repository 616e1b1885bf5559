import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changeEmailSchema, type ChangeEmailInput } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { useChangeEmail } from './security-api';

/** The Security screen's change of e-mail: the password proves it is the owner; the new address confirms by its link. */
export function ChangeEmailForm() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const change = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['newEmail', 'password'])),
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-4 space-y-4 border-t border-slate-100 pt-4"
      aria-labelledby="change-email-title"
    >
      <h3 id="change-email-title" className="font-semibold text-slate-900">
        {_('account.email.title')}
      </h3>
      <Input
        label={_('account.email.new')}
        type="email"
        autoComplete="email"
        {...form.register('newEmail')}
        error={translateError(errors.newEmail?.message)}
      />
      <Input
        label={_('auth.field.password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={translateError(errors.password?.message)}
      />
      <FormError message={formError} />
      <p role="status" className="text-sm break-words text-emerald-700 empty:hidden">
        {change.isSuccess && !form.formState.isDirty
          ? _('account.email.sent', { email: change.variables.newEmail })
          : ''}
      </p>
      <Button type="submit" variant="secondary" loading={change.isPending}>
        {_('account.email.submit')}
      </Button>
    </form>
  );
}
