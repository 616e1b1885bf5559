import { MessageSquare } from 'lucide-react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Application } from '@shared/schemas/applications';
import { useStartConversation } from '@web/lib/start-conversation';
import { Button } from '@web/ui/Button';
import { FormError } from '@web/ui/Field';
import { useSetApplicationStatus } from './api';

/** Shortlist, Decline (or back to pending) and Message: the client's moves on one application. */
export function ApplicationActions({ application }: { application: Application }) {
  const setStatus = useSetApplicationStatus(application._id);
  const message = useStartConversation();
  const done = (text: string) => () => toast.success(text, { autoClose: TOAST_MS.short });
  const hired = application.status === 'hired';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {!hired && application.status !== 'shortlisted' && (
          <Button
            variant="secondary"
            loading={setStatus.isPending && setStatus.variables === 'shortlisted'}
            onClick={() => setStatus.mutate('shortlisted', { onSuccess: done('Shortlisted') })}
          >
            Shortlist
          </Button>
        )}
        {!hired && application.status !== 'declined' && (
          <Button
            variant="secondary"
            loading={setStatus.isPending && setStatus.variables === 'declined'}
            onClick={() => setStatus.mutate('declined', { onSuccess: done('Application declined') })}
          >
            Decline
          </Button>
        )}
        {!hired && application.status !== 'pending' && (
          <Button
            variant="ghost"
            loading={setStatus.isPending && setStatus.variables === 'pending'}
            onClick={() => setStatus.mutate('pending', { onSuccess: done('Back to pending') })}
          >
            Back to pending
          </Button>
        )}
        <Button variant="secondary" loading={message.isPending} onClick={() => message.mutate(application.userId._id)}>
          <MessageSquare className="size-4" aria-hidden /> Message
        </Button>
      </div>
      <FormError message={setStatus.error?.message ?? message.error?.message} />
    </div>
  );
}
