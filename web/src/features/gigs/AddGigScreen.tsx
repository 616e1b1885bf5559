import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { useMe } from '@web/lib/session';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { useCreateGig } from './api';
import { GigForm } from './GigForm';

/** /add: the 'Add New Gig' form of SPEC.md. */
export default function AddGigScreen() {
  const { _ } = useLingui();
  const { user } = useMe();
  const create = useCreateGig();
  const navigate = useNavigate();
  if (!user) return <PageSpinner />;
  if (user.isClient)
    return (
      <Page>
        <EmptyState title={_('gigs.form.onlyFreelancers')} />
      </Page>
    );
  return (
    <Page className="space-y-6">
      <PageTitle>{_('gigs.mine.add')}</PageTitle>
      <GigForm
        submitLabel={_('gigs.form.create')}
        pending={create.isPending}
        send={(form, { onProgress, onError, onSettled }) =>
          create.mutate(
            { form, onProgress },
            {
              onSuccess: () => {
                toast.success(_('gigs.form.created'), { autoClose: TOAST_MS.short });
                navigate('/mygigs');
              },
              onError,
              onSettled,
            },
          )
        }
      />
    </Page>
  );
}
