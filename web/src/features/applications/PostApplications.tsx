import { useLingui } from '@lingui/react';
import type { ApplicationStatus } from '@shared/schemas/applications';
import { useReceivedApplications } from './api';
import { ApplicationList } from './ApplicationList';
import { ReceivedApplication } from './ReceivedApplication';

/** The applications to one of the client's posts, of one state if chosen. */
export function PostApplications({ postId, status }: { postId: string; status?: ApplicationStatus }) {
  const { _ } = useLingui();
  const query = useReceivedApplications({ postId, status });
  return (
    <ApplicationList
      query={query}
      empty={
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          {_(status ? 'applications.noneInState' : 'applications.none')}
        </p>
      }
    >
      {(application) => <ReceivedApplication application={application} />}
    </ApplicationList>
  );
}
