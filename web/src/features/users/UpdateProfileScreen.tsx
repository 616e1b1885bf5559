import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { PROFESSIONS } from '@shared/constants';
import { updateProfileSchema } from '@shared/schemas/users';
import { useMe } from '@web/lib/session';
import { Button, ButtonLink } from '@web/ui/Button';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { Input, Select } from '@web/ui/Field';
import { PageSpinner } from '@web/ui/Spinner';
import { useUpdateProfile } from './api';

export default function UpdateProfileScreen() {
  const { user } = useMe();
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  if (!user) return <PageSpinner />;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget));
    const parsed = updateProfileSchema.safeParse(user.isClient ? { fullName: data.fullName } : data);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Profile updated', { autoClose: 2000 });
        navigate('/userprofile');
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Page className="max-w-xl">
      <PageTitle>{user.isClient ? 'Update Client Profile' : 'Update Freelancer Profile'}</PageTitle>
      <Card className="mt-6">
        <form onSubmit={submit} className="space-y-4">
          <Input label="Full name" name="fullName" defaultValue={user.fullName} required error={error} />
          {!user.isClient && (
            <Select label="Profession" name="profession" defaultValue={user.profession ?? ''}>
              {PROFESSIONS.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </Select>
          )}
          <div className="flex justify-end gap-2">
            <ButtonLink to="/userprofile" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={update.isPending}>
              Update
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
