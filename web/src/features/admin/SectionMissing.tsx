import { useLingui } from '@lingui/react';
import { PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';

/** /admin/<anything without a screen>: stays inside the console, its navigation beside it. */
export default function SectionMissing() {
  const { _ } = useLingui();
  return (
    <div className="space-y-6">
      <PageTitle>{_('admin.missing.title')}</PageTitle>
      <EmptyState title={_('admin.missing.explain')}>{_('admin.missing.choose')}</EmptyState>
    </div>
  );
}
