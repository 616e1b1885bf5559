import { useLingui } from '@lingui/react';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { FormError, Input } from '@web/ui/Field';
import { passkeysSupported } from '@web/lib/webauthn';
import { useReauthWithPasskey } from './passkeys-api';
import { useReauth } from './security-api';

/**
 * Step-up (issue 32): when a payout, payout account or two-step sign-in change answers
 * 'reauth_required', this asks for the password (or a code from the app); `onDone(true)` once the
 * server took it (the call is then retried), `onDone(false)` when the person closes it. Loaded
 * only when asked (StepUpHost), so react-hook-form stays out of every page's first script.
 */
export default function StepUpDialog({ onDone }: { onDone: (done: boolean) => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const { user } = useMe();
  const dialog = useRef<HTMLDialogElement>(null);
  const settled = useRef(false);
  const reauth = useReauth();
  const withPasskey = useReauthWithPasskey();
  const [useCode, setUseCode] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ password: string; code: string }>({ defaultValues: { password: '', code: '' } });

  const finish = (done: boolean) => {
    if (settled.current) return;
    settled.current = true;
    dialog.current?.close();
    onDone(done);
  };
  // Closed any way (Escape too) before confirming: the waiting call gives up with its 403.
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    const node = dialog.current;
    const onClose = () => finishRef.current(false);
    node?.addEventListener('close', onClose);
    node?.showModal();
    return () => node?.removeEventListener('close', onClose);
  }, []);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    const input = useCode ? { code: values.code } : { password: values.password };
    reauth.mutate(input, {
      onSuccess: () => finish(true),
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['password', 'code'])),
    });
  });

  const confirmWithPasskey = () => {
    setFormError(null);
    withPasskey.mutate(undefined, {
      onSuccess: () => finish(true),
      onError: (err) => setFormError(err.message),
    });
  };

  return (
    <Dialog ref={dialog} id="step-up-title" title={_('account.stepUp.title')}>
      <form onSubmit={submit} noValidate className="space-y-4" onReset={() => finish(false)}>
        <p className="text-sm text-slate-600">{_('account.stepUp.why', { what: useCode ? 'code' : 'password' })}</p>
        {useCode ? (
          <Input
            label={_('account.twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.register('code')}
            error={translateError(form.formState.errors.code?.message)}
          />
        ) : (
          <Input
            label={_('account.stepUp.password')}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
            error={translateError(form.formState.errors.password?.message)}
          />
        )}
        {user?.twoFactorEnabled && (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => setUseCode(!useCode)}
          >
            {useCode ? _('account.stepUp.usePassword') : _('account.stepUp.useCode')}
          </button>
        )}
        {user?.hasPasskey && passkeysSupported() && (
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            loading={withPasskey.isPending}
            onClick={confirmWithPasskey}
          >
            <KeyRound aria-hidden className="size-4" />
            {_('account.stepUp.usePasskey')}
          </Button>
        )}
        <FormError message={translateError(formError ?? undefined)} />
        <div className="flex justify-end gap-2">
          <Button type="reset" variant="secondary">
            {_('account.cancel')}
          </Button>
          <Button type="submit" loading={reauth.isPending}>
            {_('account.stepUp.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
