import { useLingui } from '@lingui/react';
import { Download, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '@web/api/client';
import { Avatar } from '@web/ui/Avatar';
import { VerifiedBadge } from '@web/ui/Badge';
import { buttonClass } from '@web/ui/Button';
import { Card, Page } from '@web/ui/Card';
import { EmptyState, ErrorState } from '@web/ui/EmptyState';
import { CardListSkeleton } from '@web/ui/Skeleton';
import type { ReactNode } from 'react';
import type { Application } from '@shared/schemas/applications';
import { useApplication } from './api';
import { ApplicantRecord } from './ApplicantRecord';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { UserText } from '@web/ui/UserText';
import { useTranslateError } from '@web/lib/i18n';
import { categoryNameIn } from '@web/lib/taxonomy';

/**
 * /applicantinfo/{id}: one application in full, with its private attachment to download.
 * `actions` draws what the viewer can do with it (the route adds the offer form).
 */
export function ApplicantInfo({ id, actions }: { id: string; actions?: (application: Application) => ReactNode }) {
  const { _ } = useLingui();
  const translateError = useTranslateError();
  const query = useApplication(id);
  if (query.isPending) {
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
          <EmptyState title={_('applications.info.notFound')}>
            <Link to="/applications" className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {_('applications.info.back')}
            </Link>
          </EmptyState>
        ) : (
          <ErrorState
            title={status === 403 ? translateError(query.error.message) : _('applications.wrong')}
            onRetry={status === 403 ? undefined : () => void query.refetch()}
          />
        )}
      </Page>
    );
  }

  const { userId: applicant, postId: post, coverLetter, attachment } = query.data;
  return (
    <Page className="max-w-3xl space-y-4">
      <Card className="space-y-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar src={applicant.avatar} name={applicant.fullName} className="size-16" />
          <div className="min-w-0 flex-1">
            <h1 className="flex items-center gap-1.5 text-2xl font-semibold text-slate-900">
              <bdi>{applicant.fullName}</bdi>
              {applicant.isVerified && <VerifiedBadge />}
            </h1>
            {applicant.profession && (
              <p dir="auto" className="text-sm text-slate-500">
                {categoryNameIn(_, applicant.profession)}
              </p>
            )}
            <a
              href={`mailto:${applicant.email}`}
              className="mt-1 inline-flex max-w-full items-center gap-1.5 text-sm break-all text-brand-700 hover:underline"
            >
              <Mail className="size-4" aria-hidden /> {applicant.email}
            </a>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <ApplicationStatusBadge application={query.data} />
          </div>
        </div>
        {query.data.applicantRecord && (
          <ApplicantRecord applicantId={applicant._id} name={applicant.fullName} record={query.data.applicantRecord} />
        )}
        <section className="rounded-xl bg-slate-50 p-4">
          <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {_('applications.info.appliedTo')}
          </h2>
          <p dir="auto" className="mt-1 font-medium text-slate-900">
            {post.title}
          </p>
          <UserText text={post.description} className="mt-1 text-sm leading-6 text-slate-600" />
        </section>
        <section>
          <h2 className="text-sm font-semibold text-slate-900">{_('applications.coverLetter')}</h2>
          <UserText text={coverLetter} className="mt-2 leading-7 text-slate-700" />
        </section>
        {attachment ? (
          <a href={attachment} download className={buttonClass('primary', 'lg')}>
            <Download className="size-5" aria-hidden /> {_('applications.info.download')}
          </a>
        ) : (
          <p className="text-sm text-slate-500">{_('applications.info.noAttachment')}</p>
        )}
      </Card>
      {actions?.(query.data)}
    </Page>
  );
}
