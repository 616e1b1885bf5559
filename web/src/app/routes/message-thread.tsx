import { useLingui } from '@lingui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EllipsisVertical, Handshake } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { OPEN_OFFER_STATUSES } from '@shared/schemas/offers';
import { ApiError } from '@web/api/client';
import { BlockButton } from '@web/features/blocks/BlockButton';
import { useConversation } from '@web/features/conversations/api';
import { InboxPane } from '@web/features/conversations/InboxPane';
import { ThreadHeader } from '@web/features/conversations/ThreadHeader';
import { viewOf } from '@web/features/conversations/view';
import { myGigsQuery } from '@web/features/gigs/api';
import { MessageThread } from '@web/features/messages/MessageThread';
import { OfferCard } from '@web/features/offers/OfferCard';
import { OfferForm, type OfferPost } from '@web/features/offers/OfferForm';
import { receivedApplicationsQuery } from '@web/features/applications/api';
import { ReportButton } from '@web/features/reports/ReportButton';
import { useMe } from '@web/lib/session';
import { Button } from '@web/ui/Button';
import { Page } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { Menu } from '@web/ui/Menu';
import { PageSpinner, Spinner } from '@web/ui/Spinner';

/** A freelancer's own gigs, to start a custom offer from (none for a client). */
function useOwnGigs(userId: string, enabled: boolean) {
  const gigs = useInfiniteQuery({ ...myGigsQuery(userId), enabled });
  return enabled ? (gigs.data?.pages.flatMap((p) => p.items) ?? []) : [];
}

/**
 * A client's open posts this freelancer applied to (not declined, no open offer yet): an offer
 * in the conversation may be for one of them, as from the application (none for a freelancer).
 */
function useOfferablePosts(applicantId: string, enabled: boolean): { posts: OfferPost[]; loading: boolean } {
  const applied = useInfiniteQuery({ ...receivedApplicationsQuery({ applicantId }), enabled });
  const posts = (applied.data?.pages.flatMap((p) => p.items) ?? [])
    .filter(
      (a) =>
        a.postId.status === 'open' &&
        a.status !== 'declined' &&
        a.status !== 'hired' &&
        !(a.offer && OPEN_OFFER_STATUSES.includes(a.offer.status)),
    )
    .map((a) => ({ _id: a.postId._id, title: a.postId.title }));
  return { posts: enabled ? posts : [], loading: enabled && applied.isPending };
}

/**
 * /message/{id}: who the conversation is with, above the thread and its input; from 1024 px the
 * conversations list stays beside it (split pane). On a phone the page fills the screen with
 * the input pinned at the bottom (the layout shows no footer here).
 */
export default function MessageThreadRoute() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const { user } = useMe();
  const conversation = useConversation(id);
  const [offering, setOffering] = useState(false);
  const gigs = useOwnGigs(user?._id ?? '', Boolean(user && !user.isClient && offering));
  const freelancerId = conversation.data && user ? (viewOf(conversation.data, user).other._id ?? '') : '';
  const applied = useOfferablePosts(freelancerId, Boolean(user?.isClient && offering && freelancerId));

  if (conversation.isError) {
    const err = conversation.error;
    const missing = err instanceof ApiError && [400, 403, 404].includes(err.status);
    return (
      <Page className="max-w-3xl">
        <ErrorState
          title={_(missing ? 'messages.thread.notFound' : 'messages.thread.wrong')}
          onRetry={missing ? undefined : () => conversation.refetch()}
        />
      </Page>
    );
  }
  if (!user || conversation.isPending) return <PageSpinner />;
  const createOffer = (
    <Button
      size="sm"
      variant={offering ? 'secondary' : 'primary'}
      className="shrink-0"
      aria-expanded={offering}
      onClick={() => setOffering((v) => !v)}
    >
      <Handshake className="size-4" aria-hidden /> {_('messages.thread.createOffer')}
    </Button>
  );
  const { other } = viewOf(conversation.data, user);
  const otherId = other._id;
  // Less frequent actions on the person, in a menu so the header fits a phone; none once they deleted their account.
  const more = otherId ? (
    <Menu
      align="right"
      label={_('messages.thread.moreActions')}
      className="shrink-0"
      trigger={<EllipsisVertical className="m-2 size-5 text-slate-600" aria-hidden />}
    >
      <BlockButton userId={otherId} userName={other.fullName} look="menuItem" />
    </Menu>
  ) : null;
  return (
    // Edge to edge on a phone: the screen under the 4rem header is the thread, the input at its foot.
    <div className="mx-auto w-full max-w-3xl sm:px-6 sm:py-6 lg:max-w-6xl lg:px-8">
      <div className="flex h-[calc(100dvh-4rem)] min-h-80 overflow-hidden bg-white sm:h-[calc(100dvh-7rem)] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-sm lg:grid lg:grid-cols-[20rem_1fr]">
        <div className="hidden min-h-0 lg:flex lg:flex-col">
          <InboxPane viewer={user} activeId={id} />
        </div>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <ThreadHeader
            conversation={conversation.data}
            viewer={user}
            actions={otherId ? createOffer : null}
            menu={more}
          />
          {offering && (
            <section
              aria-label={_('messages.thread.createOffer')}
              className="max-h-[60%] shrink-0 overflow-y-auto border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-6"
            >
              {applied.loading ? (
                <Spinner className="mx-auto size-6" />
              ) : (
                <OfferForm
                  target={{ conversationId: id }}
                  gigs={gigs}
                  posts={applied.posts}
                  onSent={() => setOffering(false)}
                  onCancel={() => setOffering(false)}
                />
              )}
            </section>
          )}
          <MessageThread
            conversationId={id}
            viewer={user}
            renderOffer={(offerId) => <OfferCard offerId={offerId} viewerId={user._id} />}
            renderActions={(message) => <ReportButton targetType="message" targetId={message._id} look="icon" />}
          />
        </div>
      </div>
    </div>
  );
}
