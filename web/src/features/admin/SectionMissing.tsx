import { PageTitle } from '@web/ui/Card';
import { EmptyState } from '@web/ui/EmptyState';

/** /admin/<anything without a screen>: stays inside the console, its navigation beside it. */
export default function SectionMissing() {
  return (
    <div className="space-y-6">
      <PageTitle>Not found</PageTitle>
      <EmptyState title="This part of the console does not exist.">
        Choose a section from the console’s menu.
      </EmptyState>
    </div>
  );
}
