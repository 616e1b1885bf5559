import { useLingui } from '@lingui/react';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { Gig } from '@shared/schemas/gigs';
import { useMe } from '@web/lib/session';
import { useStartConversation } from '@web/lib/start-conversation';
import { Avatar } from '@web/ui/Avatar';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { GigRatingLine } from './GigRatingLine';
import { UNKNOWN, useSellerActivityText, useSellerFacts } from './SellerActivity';
import { useFormatDate } from '@web/lib/dates';
import { useCountryName } from '@web/lib/countries';

/** 'About The Freelancer': real facts from the profile, their replies and their orders; '—' when unknown. */
export function AboutFreelancer({ gig }: { gig: Gig }) {
  const { _ } = useLingui();
  const { user } = useMe();
  const contact = useStartConversation();
  const { data } = useSellerFacts(gig.seller._id);
  const formatDate = useFormatDate();
  const countryName = useCountryName();
  const { responseTime, lastDelivery } = useSellerActivityText(data);
  const facts = [
    [_('gigs.seller.from'), countryName(data?.country ?? gig.seller.country, UNKNOWN)],
    [_('gigs.seller.memberSince'), formatDate(gig.seller.createdAt, 'monthYear')],
    [_('gigs.seller.responseTime'), responseTime],
    [_('gigs.seller.lastDelivery'), lastDelivery],
    [_('gigs.seller.languages'), data?.languages.length ? data.languages.join(', ') : UNKNOWN],
  ];
  return (
    <section aria-labelledby="about-freelancer" className="space-y-4">
      <h2 id="about-freelancer" className="text-xl font-semibold text-slate-900">
        {_('gigs.seller.about')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={gig.seller.avatar} name={gig.seller.fullName} className="size-16" />
        <div className="space-y-1">
          <Link
            to={`/profile/${gig.seller._id}`}
            className="block font-medium wrap-anywhere text-slate-900 hover:text-brand-700 hover:underline"
          >
            <bdi>{gig.seller.fullName}</bdi>
          </Link>
          <GigRatingLine gig={gig} />
        </div>
        {user?.isClient && (
          <Button
            variant="secondary"
            className="sm:ms-auto"
            loading={contact.isPending}
            onClick={() => contact.mutate(gig.seller._id)}
          >
            <MessageCircle className="size-4" aria-hidden /> {_('gigs.seller.contact')}
          </Button>
        )}
      </div>
      {contact.isError && (
        <p role="alert" className="text-sm text-red-600">
          {contact.error.message}
        </p>
      )}
      <Card>
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-500">{term}</dt>
              <dd className="font-medium text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
