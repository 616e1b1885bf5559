import { useLingui } from '@lingui/react';
import { useTranslateError } from '@web/lib/i18n';
import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginFor } from '@shared/safe-next';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { SUSPENDED_LOGIN } from '@shared/schemas/moderation';
import { loginSchema, type LoginInput, type User } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { appealLink } from '@web/lib/appeal';
import { errorToast } from '@web/lib/form-errors';
import { useNextPath } from '@web/lib/next-path';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { FullScreenSpinner } from '@web/ui/Spinner';
import { useLogin } from './api';
import { AuthCard } from './AuthCard';
import { LoginCodeStep } from './LoginCodeStep';
import { PasskeyLoginButton } from './PasskeyLoginButton';
import { ProviderButtons } from './ProviderButtons';

/** `children` (composed in web/src/app) shows below the form, e.g. the demo accounts. */
export default function LoginScreen({ children }: { children?: ReactNode }) {
  const login = useLogin();
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const navigate = useNavigate();
  // The page that sent the user here (a gig's Continue, a post's Apply): back there after.
  const next = useNextPath();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // A refusal that is not about the credentials (a suspended account: 403) is said as the server says it, in the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refusedEmail, setRefusedEmail] = useState('');
  // The password was right for an account with two-step sign-in: the code is asked next.
  // ?step=code: a provider sign-in of an account with two-step sign-in comes back here for the code.
  const [searchParams] = useSearchParams();
  const [codeStep, setCodeStep] = useState(() => searchParams.get('step') === 'code');
  const [restartNote, setRestartNote] = useState<string | null>(null);

  const signedIn = (user: User) => {
    toast.success(_('auth.login.success'), { autoClose: TOAST_MS.loginSuccess });
    // An administrator's work is the console, not a client's dashboard.
    navigate(next ?? (user.isAdmin ? '/admin' : '/dashboard'), { replace: true });
  };

  const submit = form.handleSubmit((data) => {
    setRefusal(null);
    setRestartNote(null);
    login.mutate(data, {
      onSuccess: (answer) => {
        if ('user' in answer) signedIn(answer.user);
        else setCodeStep(true);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 403) {
          setRefusal(err.message);
          setRefusedEmail(data.email);
        } else errorToast('login', _('auth.login.invalid'), { autoClose: TOAST_MS.loginError, hideProgressBar: true });
      },
    });
  });

  if (codeStep) {
    return (
      <AuthCard title={_('auth.login.twoStepTitle')}>
        <LoginCodeStep
          onSignedIn={signedIn}
          onRestart={(expired) => {
            setCodeStep(false);
            setRestartNote(expired ? _('auth.login.codeExpired') : null);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={_('auth.login.title')}
      footer={
        <>
          {_('auth.login.noAccount')}{' '}
          <Link to={next ? loginFor(next, 'signup') : '/signup'} className="font-medium text-brand-700 hover:underline">
            {_('auth.login.signupLink')}
          </Link>
        </>
      }
    >
      {login.isPending && <FullScreenSpinner label={_('auth.login.pending')} />}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input
          label={_('auth.field.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={translateError(errors.email?.message)}
        />
        <Input
          label={_('auth.field.password')}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={translateError(errors.password?.message)}
        />
        <div className="flex justify-end">
          <Link to="forgot-password" relative="path" className="text-sm font-medium text-brand-700 hover:underline">
            {_('auth.login.forgot')}
          </Link>
        </div>
        <FormError message={refusal ?? restartNote} />
        {(refusal === SUSPENDED_LOGIN || refusal === translateError(SUSPENDED_LOGIN)) && (
          <p className="text-sm text-slate-700">
            {_('auth.login.suspendedWhy')}{' '}
            <Link to={appealLink(refusedEmail)} className="font-medium text-brand-700 underline underline-offset-2">
              {_('auth.login.appeal')}
            </Link>
          </p>
        )}
        <Button type="submit" className="w-full" loading={login.isPending}>
          {_('auth.login.submit')}
        </Button>
      </form>
      <PasskeyLoginButton onSignedIn={signedIn} />
      <ProviderButtons divider={false} />
      {children}
    </AuthCard>
  );
}
