import { CheckCircle2, MessageSquare, Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Application } from '@shared/schemas/applications';
import { OFFER_STATUS_LABELS, type OfferStatus } from '@shared/schemas/offers';
import { useStartConversation } from '@web/lib/start-conversation';
import { Avatar } from '@web/ui/Avatar';
import { Badge, VerifiedBadge } from '@web/ui/Badge';
import { ButtonLink } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { cn } from '@web/ui/cn';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { useCompleteApplication, useDeleteApplication } from './api';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

const iconButton =
  'grid size-10 place-items-center rounded-lg border transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** One application in the client's list: who, its state and offer, Details, message, completed, delete. */
export function ReceivedApplication({ application }: { application: Application }) {
  const applicant = application.userId;
  const complete = useCompleteApplication();
  const remove = useDeleteApplication();
  const message = useStartConversation();
  const failed = () => toast.error('Something went wrong', { autoClose: TOAST_MS.short });

  const onComplete = () =>
    complete
      .mutateAsync(application._id)
      .then(() => toast.success('Application checked successfully!', { autoClose: TOAST_MS.short }));
  const onDelete = () => remove.mutateAsync(application._id);
  const onMessage = () => message.mutate(applicant._id, { onError: failed });

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={applicant.avatar} name={applicant.fullName} className="size-12" />
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-medium text-slate-900">
            <span className="truncate">{applicant.fullName}</span>
            {applicant.isVerified && <VerifiedBadge />}
          </p>
          <p className="text-sm text-slate-500">{applicant.profession}</p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <ApplicationStatusBadge application={application} />
            {application.offer && (
              <Badge className="bg-white text-slate-700 ring-slate-300">
                Offer ${application.offer.price}:{' '}
                {OFFER_STATUS_LABELS[application.offer.status as OfferStatus] ?? application.offer.status}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <ButtonLink to={`/applicantinfo/${application._id}`} variant="secondary">
          Details
        </ButtonLink>
        <button
          type="button"
          onClick={onMessage}
          disabled={message.isPending}
          aria-label={`Message ${applicant.fullName}`}
          className={cn(iconButton, 'border-slate-300 text-slate-600 hover:bg-slate-50')}
        >
          <MessageSquare className="size-5" aria-hidden />
        </button>
        {/* Kept mounted once completed: the open dialog closes itself rather than vanishing with its trigger. */}
        {(application.isCompleted || application.status !== 'declined') && (
          <ConfirmAction
            title={`Mark ${applicant.fullName}'s application completed?`}
            confirmLabel="Mark completed"
            tone="primary"
            onConfirm={onComplete}
            trigger={(open) =>
              application.isCompleted ? (
                <span
                  role="img"
                  aria-label="Completed"
                  title="Completed"
                  className={cn(iconButton, 'border-brand-600 bg-brand-600 text-white')}
                >
                  <CheckCircle2 className="size-5" aria-hidden />
                </span>
              ) : (
                <button
                  type="button"
                  onClick={open}
                  aria-label={`Mark ${applicant.fullName}'s application completed`}
                  title="Mark as completed"
                  className={cn(iconButton, 'border-slate-300 text-slate-600 hover:bg-brand-50 hover:text-brand-700')}
                >
                  <CheckCircle2 className="size-5" aria-hidden />
                </button>
              )
            }
          >
            {applicant.fullName} is told their application to “{application.postId.title}” is completed. This cannot be
            undone: it can no longer be shortlisted, declined or set back to pending.
          </ConfirmAction>
        )}
        <ConfirmAction
          title={`Delete ${applicant.fullName}'s application?`}
          confirmLabel="Delete application"
          onConfirm={onDelete}
          trigger={(open) => (
            <button
              type="button"
              onClick={open}
              aria-label={`Delete ${applicant.fullName}'s application`}
              title="Delete application"
              className={cn(
                iconButton,
                'border-slate-300 text-slate-600 hover:border-red-200 hover:bg-red-50 hover:text-red-600',
              )}
            >
              <Trash2 className="size-5" aria-hidden />
            </button>
          )}
        >
          Their application to “{application.postId.title}”, its cover letter, attachment and any offer made from it are
          deleted for good. This cannot be undone.
        </ConfirmAction>
      </div>
    </Card>
  );
}
