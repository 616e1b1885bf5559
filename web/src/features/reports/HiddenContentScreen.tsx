import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REPORT_TARGET_LABELS,
  REPORT_TARGET_TYPES,
  type HiddenItem,
  type ReportTargetType,
} from '@shared/schemas/moderation';
import { dateTimeOf, shortTime } from '@web/lib/dates';
import { Card, PageTitle } from '@web/ui/Card';
import { Select } from '@web/ui/Field';
import { LoadMore } from '@web/ui/LoadMore';
import { hiddenContentQuery, useHiddenContent, useRestoreContent } from './api';
import { AdminListState } from './AdminListState';
import { ContentPreview, TYPE_NAMES } from './ContentPreview';
import { DecisionButton } from './DecisionButton';

/** @public The router reads it from the lazily loaded module (routes.tsx). */
export const prefetch = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(hiddenContentQuery());

function HiddenCard({ item }: { item: HiddenItem }) {
  const restore = useRestoreContent();
  const what = REPORT_TARGET_LABELS[item.targetType];
  return (
    <Card role="article" aria-label={`${TYPE_NAMES[item.targetType]}: ${item.preview.title}`} className="space-y-3">
      <ContentPreview type={item.targetType} preview={item.preview} owner={item.owner} />
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm wrap-anywhere text-amber-900">
        Hidden{' '}
        <time dateTime={item.hiddenAt} title={dateTimeOf(item.hiddenAt)}>
          {shortTime(item.hiddenAt)}
        </time>
        : {item.hiddenReason}
      </p>
      <DecisionButton
        label="Restore"
        ariaLabel={`Restore ${item.preview.title}`}
        title={`Restore this ${what}?`}
        explain={<p>Everyone can see it again, in lists and search. Its owner is told.</p>}
        reasonOptional
        decide={(reason) => restore.mutateAsync({ type: item.targetType, id: item.targetId, reason })}
      />
    </Card>
  );
}

/** /admin/hidden (in the console's layout): what admins hid, newest first, by kind, each with Restore. */
export default function HiddenContentScreen() {
  const [type, setType] = useState<ReportTargetType | ''>('');
  const hidden = useHiddenContent(type || undefined);
  const items = hidden.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle>Hidden content</PageTitle>
        <Select
          label="Show"
          value={type}
          onChange={(e) => setType(e.target.value as ReportTargetType | '')}
          wrapperClassName="w-48"
        >
          <option value="">Everything</option>
          {REPORT_TARGET_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_NAMES[t]}s
            </option>
          ))}
        </Select>
      </div>
      <p className="text-sm text-slate-600">
        What the team hid. Gigs and job posts of suspended accounts show again when the suspension is lifted, so they
        are listed with the account, not here.
      </p>
      <div className="space-y-4">
        <AdminListState query={hidden} empty="Nothing is hidden.">
          {items.map((item) => (
            <HiddenCard key={`${item.targetType}:${item.targetId}`} item={item} />
          ))}
          <LoadMore
            hasMore={hidden.hasNextPage}
            loading={hidden.isFetchingNextPage}
            onLoad={() => void hidden.fetchNextPage()}
            label="More hidden content"
          />
        </AdminListState>
      </div>
    </div>
  );
}
