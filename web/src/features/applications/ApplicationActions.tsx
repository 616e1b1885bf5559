import { useLingui } from '@lingui/react';
import { MessageSquare } from 'lucide-react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Application } from '@shared/schemas/applications';
import { useTranslateError } from '@web/lib/i18n';
import { useStartConversation } from '@web/lib/start-conversation';
import { Button } from '@web/ui/Button';
import { FormError } from '@web/ui/Field';
import { useSetApplicationStatus } from './api';

/** Shortlist, Decline (or back to pending) and Message: the client's moves on one application. */
export function ApplicationActions({ application }: { application: Application }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const setStatus = useSetApplicationStatus(application._id);
  const message = useStartConversation();
  const done = (key: string) => () => toast.success(_(key), { autoClose: TOAST_MS.short });
  const hired = application.status === 'hired';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {!hired && application.status !== 'shortlisted' && (
          <Button
            variant="secondary"
            loading={setStatus.isPending && setStatus.variables === 'shortlisted'}
            onClick={() => setStatus.mutate('shortlisted', { onSuccess: done('applications.done.shortlisted') })}
          >
            {_('applications.actions.shortlist')}
          </Button>
        )}
        {!hired && application.status !== 'declined' && (
          <Button
            variant="secondary"
            loading={setStatus.isPending && setStatus.variables === 'declined'}
            onClick={() => setStatus.mutate('declined', { onSuccess: done('applications.done.declined') })}
          >
            {_('applications.actions.decline')}
          </Button>
        )}
        {!hired && application.status !== 'pending' && (
          <Button
            variant="ghost"
            loading={setStatus.isPending && setStatus.variables === 'pending'}
            onClick={() => setStatus.mutate('pending', { onSuccess: done('applications.done.pending') })}
          >
            {_('applications.actions.pending')}
          </Button>
        )}
        <Button variant="secondary" loading={message.isPending} onClick={() => message.mutate(application.userId._id)}>
          <MessageSquare className="size-4" aria-hidden /> {_('applications.actions.message')}
        </Button>
      </div>
      <FormError message={translateError(setStatus.error?.message ?? message.error?.message)} />
    </div>
  );
}
