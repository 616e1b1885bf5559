import { Trans, useLingui } from '@lingui/react';
import { MailOpen } from 'lucide-react';
import { errorToast } from '@web/lib/form-errors';
import { useTranslateError } from '@web/lib/i18n';
import { Button } from '@web/ui/Button';
import { UserText } from '@web/ui/UserText';
import { useDeclineInvitation, useMyInvitation } from './api';

/** On a post's page and its apply page, for the invited freelancer: "Invited", the client's words, and Decline. */
export function InvitationNotice({ postId, applied }: { postId: string; applied: boolean }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const invitation = useMyInvitation(postId);
  const decline = useDeclineInvitation();
  if (!invitation.data) return null;
  const { client, message, status } = invitation.data;
  return (
    <section
      aria-label={_('invitations.notice.label')}
      className="space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <p className="flex flex-wrap items-center gap-2 font-medium text-brand-800">
        <MailOpen className="size-4" aria-hidden />
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold ring-1 ring-brand-200">
          {_('invitations.state.invited')}
        </span>
        <span className="min-w-0 break-words">
          <Trans id="invitations.notice.invitedYou" values={{ name: client.fullName }} components={{ 0: <bdi /> }} />
        </span>
      </p>
      <UserText text={message} className="text-slate-700" />
      {status === 'declined' ? (
        <p className="text-slate-600">{_('invitations.notice.declined')}</p>
      ) : (
        !applied && (
          <Button
            variant="ghost"
            size="sm"
            loading={decline.isPending}
            onClick={() =>
              decline.mutate(invitation.data!._id, {
                onError: (err) => errorToast('invitations', translateError(err.message) ?? err.message),
              })
            }
          >
            {_('invitations.notice.decline')}
          </Button>
        )
      )}
    </section>
  );
}
