import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { deleteAccountSchema, type DeleteAccountInput } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { Input } from '@web/ui/Field';
import { useDeleteAccount } from './api';

const EMPTY_PASSWORD = 'Please enter your password';

/** /deleteaccount: the password confirms; SPEC's toasts tell an empty password and a failure. */
export default function DeleteAccountScreen() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (values) =>
      remove.mutate(values, {
        onSuccess: (res) => {
          // The server's English words, in the page's language.
          toast.success(res.message === 'Account deleted successfully' ? _('account.delete.done') : res.message);
          navigate('/');
        },
        onError: (err) => {
          errorToast('delete-account', _('account.delete.failed'));
          // A wrong password (403) is the password's problem: it is shown under the field too.
          if (err instanceof ApiError && err.status === 403)
            form.setError('password', { type: 'server', message: err.message }, { shouldFocus: true });
          else applyServerErrors(err, form.setError, ['password']);
        },
      }),
    (invalid) =>
      invalid.password?.message === EMPTY_PASSWORD && errorToast('delete-account', translateError(EMPTY_PASSWORD)!),
  );

  return (
    <Page className="max-w-md">
      <Card>
        <h1 className="text-xl font-semibold text-red-700">{_('account.delete.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{_('account.delete.text')}</p>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Input
            label={_('auth.field.password')}
            type="password"
            placeholder={_('account.delete.placeholder')}
            autoComplete="current-password"
            {...form.register('password')}
            error={translateError(errors.password?.message)}
          />
          <Button type="submit" variant="danger" className="w-full" loading={remove.isPending}>
            {_('account.delete.submit')}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
