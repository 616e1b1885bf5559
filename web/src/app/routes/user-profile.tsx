import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OrderSettings } from '@web/features/orders/OrderSettings';
import { PushSettings } from '@web/features/push/PushSettings';
import { ProjectsTab } from '@web/features/profiles/ProjectsTab';
import { SkillsTab } from '@web/features/profiles/SkillsTab';
import { ProfilePanel } from '@web/features/users/ProfilePanel';
import { ProfileTab } from '@web/features/users/ProfileTab';
import { useMe } from '@web/lib/session';
import { Card, Page } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';
import { Tabs } from '@web/ui/Tabs';

type Tab = 'profile' | 'skills' | 'projects';

const CLIENT_TABS = [{ value: 'profile' as const, label: 'account.tabs.profile' }];
const FREELANCER_TABS = [
  ...CLIENT_TABS,
  { value: 'skills' as const, label: 'account.tabs.skills' },
  { value: 'projects' as const, label: 'account.tabs.projects' },
];

/** /userprofile: the account panel beside the tabs; freelancers get Skills and Projects, clients only Profile. */
export default function UserProfileRoute() {
  const { _ } = useLingui();
  const { user } = useMe();
  // ?tab=skills or ?tab=projects opens that tab (the dashboard's first steps link there).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(asked === 'skills' || asked === 'projects' ? asked : 'profile');
  if (!user) return <PageSpinner />;
  const current = user.isClient ? 'profile' : tab;
  return (
    <Page className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <ProfilePanel user={user} />
      <Card className="min-w-0">
        <Tabs
          label={_('account.tabs.label')}
          items={(user.isClient ? CLIENT_TABS : FREELANCER_TABS).map((t) => ({ ...t, label: _(t.label) }))}
          value={current}
          onChange={setTab}
        >
          {current === 'profile' && (
            <>
              <ProfileTab user={user} />
              <OrderSettings />
              <PushSettings />
            </>
          )}
          {current === 'skills' && <SkillsTab />}
          {current === 'projects' && <ProjectsTab />}
        </Tabs>
      </Card>
    </Page>
  );
}
