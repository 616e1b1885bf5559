import { Trans } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { loginFor } from '@shared/safe-next';
import { useTranslateError } from '@web/lib/i18n';
import { useMe } from '@web/lib/session';
import type { ReviewTarget } from './ReviewForm';
import { useReviewEligibility } from './api';

// react-hook-form and the review schema load only for someone who may review: a gig page's
// visitor sees the sign-in note alone, and the page's first script stays without them.
const LazyReviewForm = lazy(() => import('./ReviewForm'));

function ReviewForm(props: { target: ReviewTarget; onAdded?: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyReviewForm {...props} />
    </Suspense>
  );
}

const noteClass = 'rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700';

/**
 * The add-review form. On an order page (orderId; gig or offer) the page shows it only to the
 * buyer of a completed, unreviewed order. On a gig page (gigId) it shows only where a review can
 * be sent: a visitor is invited to sign in (and comes back here), the seller and other
 * freelancers see nothing, a client sees why not yet by the server's own rules.
 */
export function AddReviewForm(
  props: (
    | { gigId: string; sellerId: string; orderId?: undefined }
    | { orderId: string; gigId?: undefined; sellerId?: undefined }
  ) & { onAdded?: () => void },
) {
  if (props.orderId !== undefined) return <ReviewForm target={{ orderId: props.orderId }} onAdded={props.onAdded} />;
  return <GigReview gigId={props.gigId} sellerId={props.sellerId} onAdded={props.onAdded} />;
}

function GigReview({ gigId, sellerId, onAdded }: { gigId: string; sellerId: string; onAdded?: () => void }) {
  const { user } = useMe();
  const translateError = useTranslateError();
  const eligibility = useReviewEligibility(gigId, Boolean(user?.isClient));
  if (!user) {
    return (
      <p className={noteClass}>
        <Trans
          id="reviews.form.signIn"
          components={{
            0: <Link to={loginFor(`/gig/${gigId}`)} className="font-medium text-brand-700 hover:underline" />,
          }}
        />
      </p>
    );
  }
  if (!user.isClient || user._id === sellerId) return null;
  if (!eligibility.data) return null;
  if (!eligibility.data.canReview)
    return <p className={noteClass}>{translateError(eligibility.data.reason ?? undefined)}</p>;
  return <ReviewForm target={{ gigId }} onAdded={onAdded} />;
}
