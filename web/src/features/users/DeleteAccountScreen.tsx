import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { Input } from '@web/ui/Field';
import { useDeleteAccount } from './api';

export default function DeleteAccountScreen() {
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      toast.error('Please enter your password');
      return;
    }
    remove.mutate(
      { password },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          navigate('/');
        },
        onError: () => toast.error('Error deleting account'),
      },
    );
  };

  return (
    <Page className="max-w-md">
      <Card>
        <h1 className="text-xl font-semibold text-red-700">Delete My Account!</h1>
        <p className="mt-2 text-sm text-slate-600">This removes your profile, posts, applications, gigs and files for good. Enter your password to confirm.</p>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <Input label="Password" type="password" placeholder="Enter your password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" variant="danger" className="w-full" loading={remove.isPending}>
            Delete
          </Button>
        </form>
      </Card>
    </Page>
  );
}
