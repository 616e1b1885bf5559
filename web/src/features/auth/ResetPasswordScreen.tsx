import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { resetPasswordSchema } from '@shared/schemas/users';
import { Button } from '@web/ui/Button';
import { Input } from '@web/ui/Field';
import { useResetPassword } from './api';
import { AuthCard } from './AuthCard';

export default function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const reset = useResetPassword(token);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reset.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Password reset successfully');
        navigate('/login');
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/login/forgot-password" className="font-medium text-brand-700 hover:underline">
          Need a new link?
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Input label="New Password" type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={error} hint="At least 8 characters" />
        <Button type="submit" className="w-full" loading={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
