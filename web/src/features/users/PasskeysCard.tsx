import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passkeyNameSchema, type Passkey, type PasskeyNameInput } from '@shared/schemas/passkeys';
import { applyServerErrors } from '@web/lib/form-errors';
import { shortTime } from '@web/lib/dates';
import { passkeysSupported } from '@web/lib/webauthn';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError, Input } from '@web/ui/Field';
import { Skeleton } from '@web/ui/Skeleton';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-api';

/** The Security screen's passkeys: add one under a name, see each one's last use, remove one (step-up asks first). */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Passkeys</h2>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with your fingerprint, face or screen lock instead of your email and password. A passkey cannot be
        phished or reused on another site.
      </p>
      <p role="status" className="mt-2 text-sm text-emerald-700 empty:hidden">
        {remove.isSuccess ? 'The passkey was removed.' : ''}
      </p>
      <FormError message={remove.error?.message} />
      {passkeys.isPending ? (
        <div className="mt-4" aria-label="Loading passkeys">
          <Skeleton className="h-14" />
        </div>
      ) : passkeys.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>Your passkeys could not be loaded: {passkeys.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => passkeys.refetch()}>
            Try again
          </Button>
        </div>
      ) : passkeys.data.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Passkeys">
          {passkeys.data.map((p) => (
            <PasskeyRow
              key={p._id}
              passkey={p}
              removing={remove.isPending && remove.variables === p._id}
              onRemove={() => remove.mutate(p._id)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">No passkeys yet.</p>
      )}
      {passkeysSupported() ? (
        <AddPasskeyForm />
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          This browser cannot make passkeys: open this page in one that can.
        </p>
      )}
    </Card>
  );
}

function PasskeyRow({ passkey, removing, onRemove }: { passkey: Passkey; removing: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{passkey.name}</p>
        <p className="text-sm break-words text-slate-500">
          Added {shortTime(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `last used ${shortTime(passkey.lastUsedAt)}` : 'not used yet'}
        </p>
      </div>
      <Button variant="ghost" size="sm" loading={removing} onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
        Remove
      </Button>
    </li>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasskeyNameInput>({ resolver: zodResolver(passkeyNameSchema), defaultValues: { name: '' } });
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    add.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['name'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      <Input
        label="Passkey name"
        placeholder="e.g. Work laptop"
        autoComplete="off"
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <FormError message={formError} />
      <p role="status" className="text-sm text-emerald-700 empty:hidden">
        {add.isSuccess && !form.formState.isDirty ? `Passkey “${add.data.name}” added.` : ''}
      </p>
      <Button type="submit" variant="secondary" loading={add.isPending}>
        Add a passkey
      </Button>
    </form>
  );
}
