import { Trans, useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router';
import { ApiError } from '@web/api/client';
import { useMe } from '@web/lib/session';
import { Avatar } from '@web/ui/Avatar';
import { Card, Page, PageTitle } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { UserText } from '@web/ui/UserText';
import { useOffer } from './api';
import { nextStepText, OfferActions } from './OfferActions';
import { OfferStatusBadge } from './OfferStatusBadge';
import { OfferTerms } from './OfferTerms';
import { dateTimeOf } from '@web/lib/dates';

/** /offers/{id}: the offer's terms, its state and the viewer's next action. */
export default function OfferScreen() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const { user } = useMe();
  const query = useOffer(id);
  if (query.isPending || !user) {
    return (
      <Page className="max-w-3xl">
        <CardListSkeleton count={1} />
      </Page>
    );
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <Page className="max-w-3xl">
        {status === 404 || status === 400 ? (
          <EmptyState title={_('offers.notFound')} />
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  const offer = query.data;
  const other = offer.client._id === user._id ? offer.freelancer : offer.client;
  const next = nextStepText(offer, user._id, _);
  const expires = dateTimeOf(offer.expiresAt);
  return (
    <Page className="max-w-3xl space-y-4">
      <Card className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-slate-500">
              {_(offer.sentBy === 'freelancer' ? 'offers.kind.custom' : 'offers.kind.offer')}
            </p>
            <PageTitle className="wrap-anywhere">{offer.title}</PageTitle>
            {offer.postTitle && offer.postId && (
              <p className="text-sm text-slate-600">
                <Trans
                  id="offers.forJob"
                  values={{ title: offer.postTitle }}
                  components={{
                    0: <Link to={`/post/${offer.postId}`} className="font-medium text-brand-700 hover:underline" />,
                  }}
                />
              </p>
            )}
          </div>
          <OfferStatusBadge status={offer.status} />
        </div>
        <div className="flex items-center gap-3">
          <Avatar src={other.avatar} name={other.fullName} className="size-10" />
          <p className="text-sm text-slate-700">
            <Trans
              id={offer.client._id === user._id ? 'offers.party.freelancer' : 'offers.party.client'}
              values={{ name: other.fullName }}
              components={{ 0: <bdi className="font-medium text-slate-900" /> }}
            />
          </p>
        </div>
        <OfferTerms offer={offer} />
        <section>
          <h2 className="text-sm font-semibold text-slate-900">{_('offers.scope')}</h2>
          <UserText text={offer.description} className="mt-2 leading-7 text-slate-700" />
        </section>
        {offer.status === 'pending' && (
          <p className="text-sm text-slate-500">{_('offers.openUntil', { date: expires })}</p>
        )}
        {next && <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{next}</p>}
        <div className="flex flex-wrap items-center gap-3">
          {offer.orderId && (
            <Link to={`/orders/${offer.orderId}`} className="font-medium text-brand-700 underline underline-offset-2">
              {_('offers.openOrder')}
            </Link>
          )}
          {offer.conversationId && (
            <Link
              to={`/message/${offer.conversationId}`}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {_('offers.backToConversation')}
            </Link>
          )}
        </div>
        <OfferActions offer={offer} />
      </Card>
    </Page>
  );
}
