import { useLingui } from '@lingui/react';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_TARGET_TYPES, type HiddenItem, type ReportTargetType } from '@shared/schemas/moderation';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { Card, PageTitle } from '@web/ui/Card';
import { Select } from '@web/ui/Field';
import { LoadMore } from '@web/ui/LoadMore';
import { hiddenContentQuery, useHiddenContent, useRestoreContent } from './api';
import { AdminListState } from './AdminListState';
import { ContentPreview, typeName } from './ContentPreview';
import { DecisionButton } from './DecisionButton';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(hiddenContentQuery());

function HiddenCard({ item }: { item: HiddenItem }) {
  const { _ } = useLingui();
  const restore = useRestoreContent();
  const type = item.targetType;
  return (
    <Card role="article" aria-label={`${_(typeName(type))}: ${item.preview.title}`} className="space-y-3">
      <ContentPreview type={item.targetType} preview={item.preview} owner={item.owner} />
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm wrap-anywhere text-amber-900">
        {_('reports.hiddenAt')}{' '}
        <time dateTime={item.hiddenAt} title={dateTimeOf(item.hiddenAt)}>
          {shortTime(item.hiddenAt)}
        </time>
        : <bdi>{item.hiddenReason}</bdi>
      </p>
      <DecisionButton
        label={_('reports.restore')}
        ariaLabel={_('reports.restoreName', { name: item.preview.title })}
        title={_('reports.restoreTitle', { type })}
        explain={<p>{_('reports.restoreExplain')}</p>}
        reasonOptional
        decide={(reason) =>
          restore.mutateAsync({ type, id: item.targetId, reason }).then(() => _('reports.toast.restored'))
        }
      />
    </Card>
  );
}

/** /admin/hidden (in the console's layout): what admins hid, newest first, by kind, each with Restore. */
export default function HiddenContentScreen() {
  const { _ } = useLingui();
  const [type, setType] = useState<ReportTargetType | ''>('');
  const hidden = useHiddenContent(type || undefined);
  const items = hidden.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle>{_('admin.nav.hidden')}</PageTitle>
        <Select
          label={_('reports.show')}
          value={type}
          onChange={(e) => setType(e.target.value as ReportTargetType | '')}
          wrapperClassName="w-48"
        >
          <option value="">{_('reports.everything')}</option>
          {REPORT_TARGET_TYPES.map((t) => (
            <option key={t} value={t}>
              {_(`reports.types.${t}`)}
            </option>
          ))}
        </Select>
      </div>
      <p className="text-sm text-slate-600">{_('reports.hiddenIntro')}</p>
      <div className="space-y-4">
        <AdminListState query={hidden} empty={_('reports.nothingHidden')}>
          {items.map((item) => (
            <HiddenCard key={`${item.targetType}:${item.targetId}`} item={item} />
          ))}
          <LoadMore
            hasMore={hidden.hasNextPage}
            loading={hidden.isFetchingNextPage}
            onLoad={() => void hidden.fetchNextPage()}
            label={_('reports.moreHidden')}
          />
        </AdminListState>
      </div>
    </div>
  );
}
