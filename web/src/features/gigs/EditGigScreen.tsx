import { useLingui } from '@lingui/react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { PageSpinner } from '@web/ui/Spinner';
import { useGig, useUpdateGig } from './api';
import { GigForm } from './GigForm';

/** /mygigs/{id}/edit: the owner changes a gig; the server refuses anyone else (403). */
export default function EditGigScreen() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const { user } = useMe();
  const gig = useGig(id);
  const update = useUpdateGig(id);
  const navigate = useNavigate();
  if (!user || gig.isPending) return <PageSpinner />;
  if (gig.isError) {
    const missing = gig.error instanceof ApiError && (gig.error.status === 404 || gig.error.status === 400);
    return (
      <Page>
        {missing ? <EmptyState title={_('gigs.page.missing')} /> : <ErrorState onRetry={() => void gig.refetch()} />}
      </Page>
    );
  }
  if (gig.data.userId !== user._id)
    return (
      <Page>
        <EmptyState title={_('gigs.form.onlyOwner')} />
      </Page>
    );
  return (
    <Page className="space-y-6">
      <PageTitle>{_('gigs.form.editTitle')}</PageTitle>
      <GigForm
        gig={gig.data}
        submitLabel={_('gigs.form.save')}
        pending={update.isPending}
        send={(form, { onProgress, onError, onSettled }) =>
          update.mutate(
            { form, onProgress },
            {
              onSuccess: () => {
                toast.success(_('gigs.form.updated'), { autoClose: TOAST_MS.short });
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
