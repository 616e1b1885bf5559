import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { passkeyNameSchema, type Passkey, type PasskeyNameInput } from '@shared/schemas/passkeys';
import { applyServerErrors } from '@web/lib/form-errors';
import { useShortTime } from '@web/lib/dates';
import { useTranslateError } from '@web/lib/i18n';
import { passkeysSupported } from '@web/lib/webauthn';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError, Input } from '@web/ui/Field';
import { Skeleton } from '@web/ui/Skeleton';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-api';

/** The Security screen's passkeys: add one under a name, see each one's last use, remove one (step-up asks first). */
export function PasskeysCard() {
  const { _ } = useLingui();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{_('account.passkeys.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{_('account.passkeys.text')}</p>
      <p role="status" className="mt-2 text-sm text-emerald-700 empty:hidden">
        {remove.isSuccess ? _('account.passkeys.removed') : ''}
      </p>
      <FormError message={remove.error?.message} />
      {passkeys.isPending ? (
        <div role="status" className="mt-4" aria-label={_('account.passkeys.loading')}>
          <Skeleton className="h-14" />
        </div>
      ) : passkeys.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>{_('account.passkeys.failed', { reason: passkeys.error.message })}</p>
          <Button variant="secondary" size="sm" onClick={() => passkeys.refetch()}>
            {_('ui.error.retry')}
          </Button>
        </div>
      ) : passkeys.data.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={_('account.passkeys.title')}>
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
        <p className="mt-4 text-sm text-slate-500">{_('account.passkeys.none')}</p>
      )}
      {passkeysSupported() ? (
        <AddPasskeyForm />
      ) : (
        <p className="mt-4 text-sm text-slate-700">{_('account.passkeys.unsupported')}</p>
      )}
    </Card>
  );
}

function PasskeyRow({ passkey, removing, onRemove }: { passkey: Passkey; removing: boolean; onRemove: () => void }) {
  const { _ } = useLingui();
  const shortTime = useShortTime();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden className="size-5 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{passkey.name}</p>
        <p className="text-sm break-words text-slate-500">
          {passkey.lastUsedAt
            ? _('account.passkeys.used', {
                added: shortTime(passkey.createdAt),
                lastUsed: shortTime(passkey.lastUsedAt),
              })
            : _('account.passkeys.unused', { added: shortTime(passkey.createdAt) })}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        loading={removing}
        onClick={onRemove}
        aria-label={_('account.passkeys.remove', { name: passkey.name })}
      >
        {_('account.remove')}
      </Button>
    </li>
  );
}

function AddPasskeyForm() {
  const { _ } = useLingui();
  const translateError = useTranslateError();
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
        label={_('account.passkeys.name')}
        placeholder={_('account.passkeys.namePlaceholder')}
        autoComplete="off"
        {...form.register('name')}
        error={translateError(form.formState.errors.name?.message)}
      />
      <FormError message={translateError(formError ?? undefined)} />
      <p role="status" className="text-sm text-emerald-700 empty:hidden">
        {add.isSuccess && !form.formState.isDirty ? _('account.passkeys.added', { name: add.data.name }) : ''}
      </p>
      <Button type="submit" variant="secondary" loading={add.isPending}>
        {_('account.passkeys.add')}
      </Button>
    </form>
  );
}
