import { Trans, useLingui } from '@lingui/react';
import { CheckCircle2, MessageSquare, Trash2 } from 'lucide-react';
import { toast } from 'react-toastify';
import { TOAST_MS } from '@shared/constants';
import type { Application } from '@shared/schemas/applications';
import { OFFER_STATUSES } from '@shared/machines/offers';
import { useFormatMoney } from '@web/lib/i18n';
import { useStartConversation } from '@web/lib/start-conversation';
import { Avatar } from '@web/ui/Avatar';
import { Badge, VerifiedBadge } from '@web/ui/Badge';
import { ButtonLink } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { cn } from '@web/ui/cn';
import { ConfirmAction } from '@web/ui/ConfirmDialog';
import { useCompleteApplication, useDeleteApplication } from './api';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { categoryNameIn } from '@web/lib/taxonomy';

const iconButton =
  'grid size-10 place-items-center rounded-lg border transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** One application in the client's list: who, its state and offer, Details, message, completed, delete. */
export function ReceivedApplication({ application }: { application: Application }) {
  const { _ } = useLingui();
  const money = useFormatMoney();
  const applicant = application.userId;
  const name = applicant.fullName;
  const offerStatus = application.offer?.status;
  const complete = useCompleteApplication();
  const remove = useDeleteApplication();
  const message = useStartConversation();
  const failed = () => toast.error(_('applications.wrong'), { autoClose: TOAST_MS.short });

  const onComplete = () =>
    complete
      .mutateAsync(application._id)
      .then(() => toast.success(_('applications.received.checked'), { autoClose: TOAST_MS.short }));
  const onDelete = () => remove.mutateAsync(application._id);
  const onMessage = () => message.mutate(applicant._id, { onError: failed });

  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={applicant.avatar} name={applicant.fullName} className="size-12" />
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-medium text-slate-900">
            <bdi className="truncate">{applicant.fullName}</bdi>
            {applicant.isVerified && <VerifiedBadge />}
          </p>
          <p dir="auto" className="text-sm text-slate-500">
            {applicant.profession && categoryNameIn(_, applicant.profession)}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <ApplicationStatusBadge application={application} />
            {application.offer && (
              <Badge className="bg-white text-slate-700 ring-slate-300">
                {_('applications.received.offer', {
                  price: money(application.offer.price),
                  status: (OFFER_STATUSES as readonly string[]).includes(offerStatus ?? '')
                    ? _(`offers.status.${offerStatus}`)
                    : offerStatus,
                })}
              </Badge>
            )}
          </div>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <ButtonLink to={`/applicantinfo/${application._id}`} variant="secondary">
          {_('applications.received.details')}
        </ButtonLink>
        <button
          type="button"
          onClick={onMessage}
          disabled={message.isPending}
          aria-label={_('applications.received.message', { name })}
          className={cn(iconButton, 'border-slate-300 text-slate-600 hover:bg-slate-50')}
        >
          <MessageSquare className="size-5" aria-hidden />
        </button>
        {/* Kept mounted once completed: the open dialog closes itself rather than vanishing with its trigger. */}
        {(application.isCompleted || application.status !== 'declined') && (
          <ConfirmAction
            title={_('applications.received.completeTitle', { name })}
            confirmLabel={_('applications.received.complete')}
            tone="primary"
            onConfirm={onComplete}
            trigger={(open) =>
              application.isCompleted ? (
                <span
                  role="img"
                  aria-label={_('applications.status.completed')}
                  title={_('applications.status.completed')}
                  className={cn(iconButton, 'border-brand-600 bg-brand-600 text-white')}
                >
                  <CheckCircle2 className="size-5" aria-hidden />
                </span>
              ) : (
                <button
                  type="button"
                  onClick={open}
                  aria-label={_('applications.received.completeLabel', { name })}
                  title={_('applications.received.completeHint')}
                  className={cn(iconButton, 'border-slate-300 text-slate-600 hover:bg-brand-50 hover:text-brand-700')}
                >
                  <CheckCircle2 className="size-5" aria-hidden />
                </button>
              )
            }
          >
            <Trans
              id="applications.received.completeBody"
              values={{ name, title: application.postId.title }}
              components={{ 0: <bdi />, 1: <bdi /> }}
            />
          </ConfirmAction>
        )}
        <ConfirmAction
          title={_('applications.received.deleteTitle', { name })}
          confirmLabel={_('applications.delete')}
          onConfirm={onDelete}
          trigger={(open) => (
            <button
              type="button"
              onClick={open}
              aria-label={_('applications.received.deleteLabel', { name })}
              title={_('applications.delete')}
              className={cn(
                iconButton,
                'border-slate-300 text-slate-600 hover:border-red-200 hover:bg-red-50 hover:text-red-600',
              )}
            >
              <Trash2 className="size-5" aria-hidden />
            </button>
          )}
        >
          <Trans
            id="applications.received.deleteBody"
            values={{ title: application.postId.title }}
            components={{ 0: <bdi /> }}
          />
        </ConfirmAction>
      </div>
    </Card>
  );
}
