import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { deleteAccountSchema, type DeleteAccountInput } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { Button } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { Input } from '@web/ui/Field';
import { useDeleteAccount } from './api';

const EMPTY_PASSWORD = 'Please enter your password';

/** /deleteaccount: the password confirms; SPEC's toasts tell an empty password and a failure. */
export default function DeleteAccountScreen() {
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
          toast.success(res.message);
          navigate('/');
        },
        onError: (err) => {
          errorToast('delete-account', 'Error deleting account');
          // A wrong password (403) is the password's problem: it is shown under the field too.
          if (err instanceof ApiError && err.status === 403)
            form.setError('password', { type: 'server', message: err.message }, { shouldFocus: true });
          else applyServerErrors(err, form.setError, ['password']);
        },
      }),
    (invalid) => invalid.password?.message === EMPTY_PASSWORD && errorToast('delete-account', EMPTY_PASSWORD),
  );

  return (
    <Page className="max-w-md">
      <Card>
        <h1 className="text-xl font-semibold text-red-700">Delete My Account!</h1>
        <p className="mt-2 text-sm text-slate-600">
          This removes your profile, posts, applications, gigs and files for good. Enter your password to confirm.
        </p>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Input
            label="Password"
            type="password"
            placeholder="Enter your password"
            autoComplete="current-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Button type="submit" variant="danger" className="w-full" loading={remove.isPending}>
            Delete
          </Button>
        </form>
      </Card>
    </Page>
  );
}
