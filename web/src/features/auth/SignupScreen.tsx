import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PROFESSIONS, TOAST_MS } from '@shared/constants';
import { ApiError } from '@web/api/client';
import { Button } from '@web/ui/Button';
import { Input, Select } from '@web/ui/Field';
import { FullScreenSpinner } from '@web/ui/Spinner';
import { useRegister } from './api';
import { AuthCard, Divider, GoogleComingSoon } from './AuthCard';
import { FreelancerToggle } from './FreelancerToggle';

export default function SignupScreen() {
  const register = useRegister();
  const navigate = useNavigate();
  const [isFreelancer, setIsFreelancer] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    form.set('isClient', String(!isFreelancer));
    if (!isFreelancer) form.delete('profession');
    const avatar = form.get('avatar');
    if (avatar instanceof File && avatar.size === 0) form.delete('avatar');
    setError(null);
    register.mutate(form, {
      onSuccess: () => {
        toast.success('Successefully Registered!', { autoClose: TOAST_MS.registered });
        navigate('/login');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) toast.error('Error: Username or Gmail already taken. Please choose another.');
        else setError(err.message);
      },
    });
  };

  return (
    <AuthCard
      title="Create new account"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Login
          </Link>
        </>
      }
    >
      {register.isPending && <FullScreenSpinner label="Creating your account" />}
      <form onSubmit={submit} className="space-y-4">
        <FreelancerToggle checked={isFreelancer} onChange={setIsFreelancer} />
        <Input label="Full name" name="fullName" autoComplete="name" required />
        <Input label="Username" name="username" autoComplete="username" required />
        <Input label="Email" name="email" type="email" autoComplete="email" required />
        <Input label="Password" name="password" type="password" autoComplete="new-password" hint="At least 8 characters" required />
        <Select label="Profession" name="profession" disabled={!isFreelancer} required={isFreelancer} defaultValue="">
          <option value="" disabled>
            Select your profession
          </option>
          {PROFESSIONS.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </Select>
        <Input label="Avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp" hint="Optional: jpg, png or webp, up to 5 MB" className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700" />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full" loading={register.isPending}>
          Sign Up
        </Button>
      </form>
      <Divider />
      <GoogleComingSoon />
    </AuthCard>
  );
}
