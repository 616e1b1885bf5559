import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { forgotPasswordSchema } from '@shared/schemas/users';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { useForgotPassword } from './api';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    forgot.mutate(parsed.data, {
      onSuccess: () => toast.success('Check your email for reset link'),
      onError: (err) => setError(err.message),
    });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      }
    >
      <p className="mb-4 text-sm text-slate-600">Enter the email of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
        <Button type="submit" className="w-full" loading={forgot.isPending}>
          Send Reset Link
        </Button>
      </form>
      {forgot.isSuccess && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          If an account uses this email, a reset link is on its way. It works for one hour.
        </p>
      )}
    </AuthCard>
  );
}
