import { useLingui } from '@lingui/react';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Application } from '@shared/schemas/applications';
import { OFFER_LIMITS, OPEN_OFFER_STATUSES } from '@shared/schemas/offers';
import { ApplicantInfo } from '@web/features/applications/ApplicantInfoScreen';
import { ApplicationActions } from '@web/features/applications/ApplicationActions';
import { OfferCard } from '@web/features/offers/OfferCard';
import { OfferForm } from '@web/features/offers/OfferForm';
import { useMe } from '@web/lib/session';
import type { Translate } from '@web/lib/taxonomy';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';

/** The offer form's first terms: the post's title and scope, the freelancer's proposal, the top of the budget. */
function offerDefaults(application: Application, _: Translate) {
  const post = application.postId;
  const top = Number(post.budget.split('-').pop());
  const scope =
    `${post.description}\n\n${_('applications.hire.fromProposal', { name: application.userId.fullName })}\n${application.coverLetter}`.slice(
      0,
      OFFER_LIMITS.description,
    );
  return {
    title: post.title.slice(0, OFFER_LIMITS.title),
    description: scope,
    ...(Number.isInteger(top) && top > 0 ? { price: top } : {}),
  };
}

function HiringPanel({
  application,
  viewerId,
  isClient,
}: {
  application: Application;
  viewerId: string;
  isClient: boolean;
}) {
  const { _ } = useLingui();
  const [offering, setOffering] = useState(false);
  const offer = application.offer;
  const canOffer =
    isClient &&
    application.postId.status === 'open' &&
    application.status !== 'declined' &&
    !(offer && OPEN_OFFER_STATUSES.includes(offer.status));
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {_(isClient ? 'applications.hire.title' : 'offers.kind.offer')}
      </h2>
      {isClient && <ApplicationActions application={application} />}
      {offer && <OfferCard offerId={offer._id} viewerId={viewerId} />}
      {canOffer &&
        (offering ? (
          <OfferForm
            target={{ applicationId: application._id }}
            defaults={offerDefaults(application, _)}
            onSent={() => setOffering(false)}
            onCancel={() => setOffering(false)}
          />
        ) : (
          <Button onClick={() => setOffering(true)}>
            <Send className="size-4" aria-hidden /> {_('offers.form.send')}
          </Button>
        ))}
      {isClient && application.status === 'declined' && !offer && (
        <p className="text-sm text-slate-600">{_('applications.hire.declined')}</p>
      )}
      {isClient && application.postId.status !== 'open' && !offer && (
        <p className="text-sm text-slate-600">
          {_('applications.hire.postNotOpen', { status: application.postId.status })}
        </p>
      )}
      {!isClient && !offer && <p className="text-sm text-slate-600">{_('applications.hire.noOffer')}</p>}
    </Card>
  );
}

/** /applicantinfo/{id}: the application, and for the post's client Shortlist, Decline, Message and Send offer. */
export default function ApplicantInfoRoute() {
  const { id = '' } = useParams();
  const { user } = useMe();
  return (
    <ApplicantInfo
      id={id}
      actions={(application) =>
        user && <HiringPanel application={application} viewerId={user._id} isClient={user.isClient} />
      }
    />
  );
}
