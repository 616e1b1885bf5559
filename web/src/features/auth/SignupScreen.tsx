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

type SignupValues = RegisterInput & { avatar?: FileList };
const SERVER_FIELDS = ['fullName', 'username', 'email', 'password', 'profession', 'avatar'] as const;

export default function SignupScreen() {
  const register = useRegister();
  const navigate = useNavigate();
  const next = useNextPath();
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // raw: the avatar file is not part of the API's JSON schema and must reach the submit handler.
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema, undefined, { raw: true }), defaultValues: { isClient: true, profession: undefined } });
  const { errors } = form.formState;
  const isFreelancer = form.watch('isClient') === false;
  const chosenAvatar = form.watch('avatar');
  const avatarFiles = useMemo(() => (chosenAvatar?.length ? [chosenAvatar[0]!] : []), [chosenAvatar]);

  const submit = form.handleSubmit((values) => {
    const body = new FormData();
    for (const key of ['fullName', 'username', 'email', 'password'] as const) body.set(key, String(values[key] ?? ''));
    body.set('isClient', String(!isFreelancer));
    if (isFreelancer && values.profession) body.set('profession', values.profession);
    const avatar = values.avatar?.[0];
    if (avatar) body.set('avatar', avatar);
    setFormError(null);
    if (avatar) setProgress(0);
    register.mutate({ form: body, onProgress: avatar ? setProgress : undefined }, {
      onSuccess: () => {
        toast.success('Successefully Registered!', { autoClose: TOAST_MS.registered });
        navigate(next ? loginFor(next) : '/login');
      },
      onError: (err) => {
        // A 409 names the field that is taken (username, email): the message goes under it.
        const rest = applyServerErrors(err, form.setError, SERVER_FIELDS);
        if (err instanceof ApiError && err.status === 409) errorToast('signup-taken', 'Error: Username or Gmail already taken. Please choose another.');
        else setFormError(rest);
      },
      onSettled: () => setProgress(null),
    });
  });

  return (
    <AuthCard
      title="Create new account"
      footer={
        <>
          Already have an account?{' '}
          <Link to={next ? loginFor(next) : '/login'} className="font-medium text-brand-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      {/* With an avatar on its way, the progress bar under it says what is happening instead. */}
      {register.isPending && progress === null && <FullScreenSpinner label="Creating your account" />}
      <form onSubmit={submit} noValidate className="space-y-4">
        <FreelancerToggle
          checked={isFreelancer}
          onChange={(on) => {
            form.setValue('isClient', !on);
            if (!on) form.setValue('profession', undefined);
            form.clearErrors('profession');
          }}
        />
        <Input label="Full name" autoComplete="name" required {...form.register('fullName')} error={errors.fullName?.message} />
        <Input label="Username" autoComplete="username" required {...form.register('username')} error={errors.username?.message} />
        <Input label="Email" type="email" autoComplete="email" required {...form.register('email')} error={errors.email?.message} />
        <Input label="Password" type="password" autoComplete="new-password" hint="At least 8 characters" required {...form.register('password')} error={errors.password?.message} />
        <Select
          label="Profession"
          disabled={!isFreelancer}
          required={isFreelancer}
          defaultValue=""
          {...form.register('profession', { setValueAs: (v: string) => v || undefined })}
          error={errors.profession?.message}
        >
          <ProfessionOptions />
        </Select>
        <Input label="Avatar" type="file" accept="image/png,image/jpeg,image/webp" hint="Optional: jpg, png or webp, up to 5 MB" className={fileControl} {...form.register('avatar')} error={errors.avatar?.message} extra={<FilePreview files={avatarFiles} />} />
        <UploadProgress percent={progress} label="Sending your avatar" />
        <FormError message={formError} />
        <Button type="submit" className="w-full" loading={register.isPending}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
