import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { gigRating, type Gig } from '@shared/schemas/gigs';
import { sellerFactsQuery } from '@web/lib/seller-facts';
import { useMe } from '@web/lib/session';
import { useStartConversation } from '@web/lib/start-conversation';
import { Avatar } from '@web/ui/Avatar';
import { Button } from '@web/ui/Button';
import { Card } from '@web/ui/Card';
import { StarRating } from '@web/ui/StarRating';

const memberSince = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', year: 'numeric' });
const UNKNOWN = '—';

/** Seconds as the largest sensible unit: "12 minutes", "4 hours", "2 days". */
function duration(seconds: number): string {
  const [value, unit] = seconds < 3600 ? [Math.max(1, Math.round(seconds / 60)), 'minute'] : seconds < 172_800 ? [Math.round(seconds / 3600), 'hour'] : [Math.round(seconds / 86_400), 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** 'About The Freelancer': real facts from the profile, their replies and their orders; '—' when unknown. */
export function AboutFreelancer({ gig }: { gig: Gig }) {
  const { user } = useMe();
  const contact = useStartConversation();
  const { data } = useQuery(sellerFactsQuery(gig.seller._id));
  const facts = [
    ['From', data?.country ?? gig.seller.country ?? UNKNOWN],
    ['Member since', memberSince(gig.seller.createdAt)],
    ['Avg. response time', data?.avgResponseSeconds != null ? duration(data.avgResponseSeconds) : UNKNOWN],
    ['Last delivery', data?.lastDeliveryAt ? `${duration((Date.now() - new Date(data.lastDeliveryAt).getTime()) / 1000)} ago` : UNKNOWN],
    ['Languages', data?.languages.length ? data.languages.join(', ') : UNKNOWN],
  ];
  return (
    <section aria-labelledby="about-freelancer" className="space-y-4">
      <h2 id="about-freelancer" className="text-xl font-semibold text-slate-900">
        About The Freelancer
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={gig.seller.avatar} name={gig.seller.fullName} className="size-16" />
        <div className="space-y-1">
          <p className="font-medium text-slate-900">{gig.seller.fullName}</p>
          <StarRating value={gigRating(gig)} />
        </div>
        {user?.isClient && (
          <Button variant="secondary" className="sm:ml-auto" loading={contact.isPending} onClick={() => contact.mutate(gig.seller._id)}>
            <MessageCircle className="size-4" aria-hidden /> Contact Me
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
