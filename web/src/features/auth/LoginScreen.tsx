import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { loginSchema } from '@shared/schemas/users';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { FullScreenSpinner } from '@web/ui/Spinner';
import { useLogin } from './api';
import { AuthCard, Divider, GoogleComingSoon } from './AuthCard';

/** `children` (composed in web/src/app) shows below the form, e.g. the demo accounts. */
export default function LoginScreen({ children }: { children?: ReactNode }) {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ email: fields.email?.[0], password: fields.password?.[0] });
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('User Logged In!', { autoClose: TOAST_MS.loginSuccess });
        const from = (location.state as { from?: string } | null)?.from;
        navigate(from && from !== '/login' ? from : '/dashboard', { replace: true });
      },
      onError: () => toast.error('Invalid user credentials', { autoClose: TOAST_MS.loginError, hideProgressBar: true }),
    });
  };

  return (
    <AuthCard
      title="Login to your account"
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/signup" className="font-medium text-brand-700 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      {login.isPending && <FullScreenSpinner label="Logging in" />}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <Input label="Password" type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <div className="flex justify-end">
          <Link to="forgot-password" relative="path" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={login.isPending}>
          Login
        </Button>
      </form>
      <Divider />
      <GoogleComingSoon />
      {children}
    </AuthCard>
  );
}
