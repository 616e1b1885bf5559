import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { gigCategoryName } from '@shared/gig-categories';
import type { Gig } from '@shared/schemas/gigs';
import { useCategoryName } from '@web/lib/taxonomy';
import { Avatar } from '@web/ui/Avatar';
import { cn } from '@web/ui/cn';
import { UserText } from '@web/ui/UserText';
import { GigRatingLine } from './GigRatingLine';

/** Title, seller, gallery and 'About This Gig'. */
export function GigOverview({ gig }: { gig: Gig }) {
  const { _ } = useLingui();
  const categoryName = useCategoryName();
  const pictures = [gig.cover, ...gig.images];
  const [shown, setShown] = useState(0);
  return (
    <section className="space-y-6">
      <div className="space-y-3">
        <p className="text-sm font-medium text-brand-700">{categoryName(gigCategoryName(gig.category))}</p>
        <h1 dir="auto" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {gig.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex min-w-0 items-center gap-3">
            <Avatar src={gig.seller.avatar} name={gig.seller.fullName} className="size-9" />
            <Link
              to={`/profile/${gig.seller._id}`}
              className="font-medium wrap-anywhere text-slate-800 hover:text-brand-700 hover:underline"
            >
              <bdi>{gig.seller.fullName}</bdi>
            </Link>
          </div>
          <GigRatingLine gig={gig} />
        </div>
      </div>
      <div className="space-y-3">
        <img
          src={pictures[shown]}
          alt={_('gigs.page.picture', { title: gig.title, number: shown + 1, total: pictures.length })}
          className="aspect-[4/3] w-full rounded-2xl bg-slate-100 object-contain"
        />
        {pictures.length > 1 && (
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {pictures.map((src, i) => (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setShown(i)}
                  aria-label={_('gigs.page.showPicture', { number: i + 1 })}
                  aria-pressed={shown === i}
                  className={cn(
                    'block overflow-hidden rounded-lg ring-2 ring-offset-2',
                    shown === i ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300',
                  )}
                >
                  <img src={src} alt="" loading="lazy" className="h-16 w-20 bg-slate-100 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{_('gigs.page.about')}</h2>
        <UserText text={gig.desc} className="mt-3 leading-relaxed text-slate-700" />
      </div>
    </section>
  );
}
