import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { gigRating } from '@shared/gig-rating';
import type { GigSummary } from '@shared/schemas/gigs';
import { Avatar } from '@web/ui/Avatar';
import { Skeleton } from '@web/ui/Skeleton';
import { StarRating } from '@web/ui/StarRating';
import { Approx } from '@web/lib/approx';
import { useFormatMoney } from '@web/lib/i18n';

/**
 * A gig in a grid. The title's link covers the whole card (its ::after), and the seller's name
 * is a link of its own above it, to their profile: links cannot nest.
 * `priority`: the first card's image is the page's largest paint, so it loads at once, first.
 */
export function GigCard({
  gig,
  priority = false,
  action,
}: {
  gig: GigSummary;
  priority?: boolean;
  action?: ReactNode;
}) {
  const { _ } = useLingui();
  const formatMoney = useFormatMoney();
  const rating = gigRating(gig);
  return (
    <div className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition motion-safe:hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-brand-600">
      <img
        src={gig.coverThumb}
        alt=""
        width={480}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      {/* Above the card-wide link (z-10), so it is its own control (the heart). */}
      {action && <div className="absolute top-3 end-3 z-10">{action}</div>}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center gap-2">
          <Avatar src={gig.seller.avatar} name={gig.seller.fullName} className="size-7" />
          <Link
            to={`/profile/${gig.seller._id}`}
            className="relative z-10 truncate text-sm font-medium text-slate-700 hover:text-brand-700 hover:underline"
          >
            <bdi>{gig.seller.fullName}</bdi>
          </Link>
        </div>
        <h2 className="line-clamp-2 font-medium text-slate-900 group-hover:text-brand-700">
          <Link to={`/gig/${gig._id}`} dir="auto" className="outline-none after:absolute after:inset-0">
            {gig.title}
          </Link>
        </h2>
        <div className="flex items-center gap-1.5 text-sm text-slate-600">
          <StarRating value={rating} />
          <span>{gig.starNumber > 0 ? rating : _('gigs.card.new')}</span>
          {gig.starNumber > 0 && <span className="text-slate-500">({gig.starNumber})</span>}
        </div>
        <div className="mt-auto flex items-end justify-between border-t border-slate-100 pt-3">
          <span className="text-xs tracking-wide text-slate-500 uppercase">{_('gigs.card.startingAt')}</span>
          <span className="flex flex-col items-end">
            <span className="text-lg font-semibold text-slate-900">{formatMoney(gig.price)}</span>
            <Approx amount={gig.price} className="text-xs whitespace-nowrap text-slate-600" />
          </span>
        </div>
      </div>
    </div>
  );
}

export function GigCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
