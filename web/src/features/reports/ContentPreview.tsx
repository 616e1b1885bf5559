import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { ContentPreview as Preview, ReportTargetType } from '@shared/schemas/moderation';
import { Badge } from '@web/ui/Badge';
import { cn } from '@web/ui/cn';
import { HiddenBadge } from '@web/ui/Hidden';
import { UserText } from '@web/ui/UserText';

/** A kind of content by name ("Gig", "Job post"): `reports.type.<type>`. */
export const typeName = (type: ReportTargetType) => `reports.type.${type}`;

function SuspendedBadge({ className }: { className?: string }) {
  const { _ } = useLingui();
  return <Badge className={cn('bg-red-50 text-red-700 ring-red-600/20', className)}>{_('admin.suspended')}</Badge>;
}

export interface Owner {
  _id: string;
  fullName: string;
  isAdmin: boolean;
  suspended: boolean;
}

/** What was reported or hidden, as an admin sees it: its kind, picture, title, words and owner. */
export function ContentPreview({
  type,
  preview,
  owner,
  hidden,
  hiddenReason,
}: {
  type: ReportTargetType;
  preview: Preview | null;
  owner: Owner | null;
  hidden?: boolean;
  hiddenReason?: string | null;
}) {
  const { _ } = useLingui();
  return (
    <div className="flex min-w-0 gap-3">
      {preview?.image && (
        <img
          src={preview.image}
          alt=""
          className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:h-16 sm:w-24"
        />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className="bg-slate-100 text-slate-700 ring-slate-500/20">{_(typeName(type))}</Badge>
          {hidden && <HiddenBadge reason={hiddenReason} />}
          {type === 'user' && owner?.suspended && <SuspendedBadge />}
        </div>
        {preview ? (
          <>
            <p dir="auto" className="font-semibold wrap-anywhere text-slate-900">
              {preview.link ? (
                <Link to={preview.link} className="hover:text-brand-700 hover:underline">
                  {preview.title}
                </Link>
              ) : (
                preview.title
              )}
            </p>
            {preview.excerpt && (
              <UserText text={preview.excerpt} links={false} className="line-clamp-3 text-sm text-slate-600" />
            )}
          </>
        ) : (
          <p className="text-sm text-slate-500 italic">{_('reports.deleted')}</p>
        )}
        {owner && type !== 'user' && (
          <p className="text-sm text-slate-600">
            <Trans
              id="reports.by"
              components={{
                0: <Link to={`/profile/${owner._id}`} className="font-medium text-slate-800 hover:underline" />,
              }}
              values={{ name: owner.fullName }}
            />
            {owner.suspended && <SuspendedBadge className="ms-2" />}
            {owner.isAdmin && <Badge className="ms-2">{_('admin.admin')}</Badge>}
          </p>
        )}
      </div>
    </div>
  );
}
