import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorCodeSchema, type TwoFactorCodeInput, type TwoFactorSetup, type User } from '@shared/schemas/users';
import { applyServerErrors } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { FormError, Input } from '@web/ui/Field';
import { useDisableTwoFactor, useEnableTwoFactor, useNewRecoveryCodes, useTwoFactorSetup } from './security-api';

/** The Security screen's two-step sign-in: set up with a QR code (or its key as text), recovery codes, turn off. */
export function TwoFactorCard({ user }: { user: User }) {
  const { _ } = useLingui();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{_('auth.login.twoStepTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {user.twoFactorEnabled ? _('account.twoFactor.on') : _('account.twoFactor.off')}
      </p>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : user.twoFactorEnabled ? (
        <ManageTwoFactor onCodes={setCodes} />
      ) : (
        <SetUpTwoFactor onCodes={setCodes} />
      )}
    </Card>
  );
}

function useCodeForm() {
  return useForm<TwoFactorCodeInput>({ resolver: zodResolver(twoFactorCodeSchema), defaultValues: { code: '' } });
}

function SetUpTwoFactor({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const form = useCodeForm();
  const [formError, setFormError] = useState<string | null>(null);
  if (!setup.data) {
    return (
      <div className="mt-4 space-y-2">
        <FormError message={setup.error?.message} />
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          {_('account.twoFactor.turnOnFull')}
        </Button>
      </div>
    );
  }
  const submit = form.handleSubmit((data) => {
    setFormError(null);
    enable.mutate(data, {
      onSuccess: onCodes,
      onError: (err) => setFormError(applyServerErrors(err, form.setError, ['code'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-700">
        <li>{_('account.twoFactor.scan')}</li>
        <li>{_('account.twoFactor.type')}</li>
      </ol>
      <SetupQr setup={setup.data} />
      <Input
        label={_('account.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.register('code')}
        error={translateError(form.formState.errors.code?.message)}
      />
      <FormError message={formError} />
      <Button type="submit" loading={enable.isPending}>
        {_('account.twoFactor.turnOn')}
      </Button>
    </form>
  );
}

function SetupQr({ setup }: { setup: TwoFactorSetup }) {
  const { _ } = useLingui();
  const keyId = useId();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(setup.otpauthUrl, { margin: 1, width: 192 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      {src ? (
        <img
          src={src}
          width={192}
          height={192}
          alt={_('account.twoFactor.qr')}
          className="rounded-lg border border-slate-200"
        />
      ) : (
        <div className="size-48 animate-pulse rounded-lg bg-slate-100" />
      )}
      <div className="min-w-0 text-sm text-slate-700">
        <p id={`${keyId}-hint`}>{_('account.twoFactor.noScan')}</p>
        {/* A read-only field, not a paragraph: announced with its name, and one tap selects it to copy. */}
        <label htmlFor={keyId} className="mt-2 block text-xs font-medium text-slate-500">
          {_('account.twoFactor.key')}
        </label>
        <input
          id={keyId}
          readOnly
          value={setup.secret}
          dir="ltr"
          spellCheck={false}
          aria-describedby={`${keyId}-hint`}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-sm text-slate-900"
        />
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { _ } = useLingui();
  return (
    <div className="mt-4 space-y-3" role="status">
      <p className="text-sm font-medium text-slate-900">{_('account.twoFactor.codesText')}</p>
      <ul
        dir="ltr"
        aria-label={_('account.twoFactor.codes')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        {_('account.twoFactor.saved')}
      </Button>
    </div>
  );
}

function ManageTwoFactor({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const disable = useDisableTwoFactor();
  const renew = useNewRecoveryCodes();
  const form = useCodeForm();
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (err: Error) => setFormError(applyServerErrors(err, form.setError, ['code']));
  const act = (what: 'off' | 'codes') =>
    form.handleSubmit((data) => {
      setFormError(null);
      if (what === 'off') disable.mutate(data, { onError });
      else renew.mutate(data, { onSuccess: onCodes, onError });
    });
  return (
    <form onSubmit={act('codes')} noValidate className="mt-4 space-y-4">
      <Input
        label={_('account.twoFactor.code')}
        hint={_('account.twoFactor.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.register('code')}
        error={translateError(form.formState.errors.code?.message)}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" loading={renew.isPending}>
          {_('account.twoFactor.newCodes')}
        </Button>
        <Button variant="danger" loading={disable.isPending} onClick={act('off')}>
          {_('account.twoFactor.turnOff')}
        </Button>
      </div>
    </form>
  );
}
