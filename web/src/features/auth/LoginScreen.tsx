import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginFor } from '@shared/safe-next';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { loginSchema, type LoginInput } from '@shared/schemas/users';
import { ApiError } from '@web/api/client';
import { errorToast } from '@web/lib/form-errors';
import { useNextPath } from '@web/lib/next-path';
import { Button } from '@web/ui/Button';
import { FormError, Input } from '@web/ui/Field';
import { FullScreenSpinner } from '@web/ui/Spinner';
import { useLogin } from './api';
import { AuthCard } from './AuthCard';

/** `children` (composed in web/src/app) shows below the form, e.g. the demo accounts. */
export default function LoginScreen({ children }: { children?: ReactNode }) {
  const login = useLogin();
  const navigate = useNavigate();
  // The page that sent the user here (a gig's Continue, a post's Apply): back there after.
  const next = useNextPath();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // A refusal that is not about the credentials (a suspended account: 403) is said as the server says it, in the form.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit((data) => {
    setRefusal(null);
    login.mutate(data, {
      onSuccess: () => {
        toast.success('User Logged In!', { autoClose: TOAST_MS.loginSuccess });
        navigate(next ?? '/dashboard', { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 403) setRefusal(err.message);
        else errorToast('login', 'Invalid user credentials', { autoClose: TOAST_MS.loginError, hideProgressBar: true });
      },
    });
  });

  return (
    <AuthCard
      title="Login to your account"
      footer={
        <>
          Don't have an account?{' '}
          <Link to={next ? loginFor(next, 'signup') : '/signup'} className="font-medium text-brand-700 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      {login.isPending && <FullScreenSpinner label="Logging in" />}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <Input label="Password" type="password" autoComplete="current-password" {...form.register('password')} error={errors.password?.message} />
        <div className="flex justify-end">
          <Link to="forgot-password" relative="path" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <FormError message={refusal} />
        <Button type="submit" className="w-full" loading={login.isPending}>
          Login
        </Button>
      </form>
      {children}
    </AuthCard>
  );
}
