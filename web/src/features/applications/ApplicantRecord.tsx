import { useLingui } from '@lingui/react';
import { ExternalLink, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { ApplicantRecord as RecordData } from '@shared/schemas/applications';
import { isProjectUrl } from '@shared/schemas/profiles';
import { useFormatRating } from '@web/lib/i18n';
import { StarRating } from '@web/ui/StarRating';

/** What a client weighs an applicant by: rating, reviews, completed orders, portfolio, and their profile. */
export function ApplicantRecord({
  applicantId,
  name,
  record,
}: {
  applicantId: string;
  name: string;
  record: RecordData;
}) {
  const { _ } = useLingui();
  const formatRating = useFormatRating();
  const { rating, reviewCount, completedOrders, projects } = record;
  return (
    <section aria-labelledby="applicant-record" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="applicant-record" className="text-sm font-semibold text-slate-900">
          {_('applications.record.title')}
        </h2>
        <Link
          to={`/profile/${applicantId}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <UserRound className="size-4" aria-hidden /> {_('applications.record.profile', { name })}
        </Link>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">{_('applications.record.rating')}</dt>
          <dd className="mt-1 flex items-center gap-1.5 font-semibold text-slate-900">
            {rating === null ? (
              _('applications.record.noRatings')
            ) : (
              <>
                <StarRating value={rating} label={_('ui.rating.label', { rating })} /> {formatRating(rating)}
              </>
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">{_('applications.record.reviews')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{reviewCount}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">{_('applications.record.completed')}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{completedOrders}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {_('applications.record.portfolio')}
        </h3>
        {projects.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">{_('applications.record.noProjects')}</p>
        ) : (
          <ul className="mt-2 space-y-1.5" aria-label={_('applications.record.portfolio')}>
            {projects.map((project) => (
              <li key={project._id} className="min-w-0 text-sm">
                {isProjectUrl(project.projectUrl) ? (
                  <a
                    href={project.projectUrl}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex max-w-full items-center gap-1.5 font-medium break-words text-brand-700 hover:underline"
                  >
                    <ExternalLink className="size-4 shrink-0" aria-hidden />{' '}
                    <bdi className="min-w-0 wrap-anywhere">{project.title}</bdi>
                  </a>
                ) : (
                  <bdi className="wrap-anywhere text-slate-800">{project.title}</bdi>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
