import { currentZoneName } from '@shared/time-zones';
import { useLingui } from '@lingui/react';
import { useTranslateError } from '@web/lib/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { loginFor } from '@shared/safe-next';
import { ProfessionOptions } from '@web/ui/ProfessionOptions';
import { signupFormSchema, type RegisterInput } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { applyServerErrors, errorToast } from '@web/lib/form-errors';
import { useNextPath } from '@web/lib/next-path';
import { Button } from '@web/ui/Button';
import { fileControl, FormError, Input, Select } from '@web/ui/Field';
import { FilePreview, UploadProgress } from '@web/ui/FilePreview';
import { FullScreenSpinner } from '@web/ui/Spinner';
import { useRegister } from './api';
import { AuthCard } from './AuthCard';
import { FreelancerToggle } from './FreelancerToggle';
import { ProviderButtons } from './ProviderButtons';

type SignupValues = RegisterInput & { avatar?: FileList };
const TAKEN_TOAST = 'error:signup-taken';
const SERVER_FIELDS = ['fullName', 'username', 'email', 'password', 'profession', 'avatar'] as const;

export default function SignupScreen() {
  const register = useRegister();
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const next = useNextPath();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // raw: the avatar file is not part of the API's JSON schema and must reach the submit handler.
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupFormSchema, undefined, { raw: true }),
    defaultValues: { isClient: true, profession: undefined },
  });
  const { errors } = form.formState;
  const isFreelancer = form.watch('isClient') === false;
  const chosenAvatar = form.watch('avatar');
  const avatarFiles = useMemo(() => (chosenAvatar?.length ? [chosenAvatar[0]!] : []), [chosenAvatar]);

  const submit = form.handleSubmit((values) => {
    const body = new FormData();
    for (const key of ['fullName', 'username', 'email', 'password'] as const) body.set(key, String(values[key] ?? ''));
    body.set('isClient', String(!isFreelancer));
    if (isFreelancer && values.profession) body.set('profession', values.profession);
    // Times are written in this zone from now on (issue 33); the account screen changes it.
    body.set('timeZone', currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone));
    const avatar = values.avatar?.[0];
    if (avatar) body.set('avatar', avatar);
    setFormError(null);
    if (avatar) setProgress(0);
    register.mutate(
      { form: body, onProgress: avatar ? setProgress : undefined },
      {
        onSuccess: () => {
          // A failed attempt's toast must not stay beside the success.
          toast.dismiss(TAKEN_TOAST);
          toast.success(_('auth.signup.success'), { autoClose: TOAST_MS.registered });
          navigate(next ? loginFor(next) : '/login');
        },
        onError: (err) => {
          // A 409 names the field that is taken (username, email): the message goes under it, and
          // only there. SPEC's toast is for a 409 that names no field.
          const rest = applyServerErrors(err, form.setError, SERVER_FIELDS);
          if (err instanceof ApiError && err.status === 409) {
            if (err.fieldErrors.length === 0) errorToast('signup-taken', _('auth.signup.taken'));
          } else setFormError(rest);
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <AuthCard
      title={_('auth.signup.title')}
      footer={
        <>
          {_('auth.signup.haveAccount')}{' '}
          <Link to={next ? loginFor(next) : '/login'} className="font-medium text-brand-700 hover:underline">
            {_('auth.signup.loginLink')}
          </Link>
        </>
      }
    >
      {/* With an avatar on its way, the progress bar under it says what is happening instead. */}
      {register.isPending && progress === null && <FullScreenSpinner label={_('auth.signup.pending')} />}
      <form onSubmit={submit} noValidate className="space-y-4">
        <FreelancerToggle
          checked={isFreelancer}
          onChange={(on) => {
            form.setValue('isClient', !on);
            if (!on) form.setValue('profession', undefined);
            form.clearErrors('profession');
          }}
        />
        <Input
          label={_('auth.field.fullName')}
          autoComplete="name"
          required
          {...form.register('fullName')}
          error={translateError(errors.fullName?.message)}
        />
        <Input
          label={_('auth.field.username')}
          autoComplete="username"
          required
          {...form.register('username')}
          error={translateError(errors.username?.message)}
        />
        <Input
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={translateError(errors.email?.message)}
        />
        <Input
          label={_('auth.field.password')}
          type="password"
          autoComplete="new-password"
          hint={_('auth.signup.passwordHint')}
          required
          {...form.register('password')}
          error={translateError(errors.password?.message)}
        />
        <Select
          label={_('auth.field.profession')}
          disabled={!isFreelancer}
          required={isFreelancer}
          defaultValue=""
          {...form.register('profession', { setValueAs: (v: string) => v || undefined })}
          error={translateError(errors.profession?.message)}
        >
          <ProfessionOptions />
        </Select>
        <Input
          label={_('auth.field.avatar')}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hint={_('auth.signup.avatarHint')}
          className={fileControl}
          {...form.register('avatar')}
          error={errors.avatar?.message}
          extra={<FilePreview files={avatarFiles} />}
        />
        <UploadProgress percent={progress} label={_('auth.signup.avatarProgress')} />
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={register.isPending}>
          {_('auth.signup.submit')}
        </Button>
      </form>
      <ProviderButtons />
    </AuthCard>
  );
}
