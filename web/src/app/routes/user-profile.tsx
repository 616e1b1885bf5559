import { useState } from 'react';
import { ProfilePanel } from '@web/features/users/ProfilePanel';
import { ProfileTab } from '@web/features/users/ProfileTab';
import { useMe } from '@web/lib/session';
import { Card, Page } from '@web/ui/Card';
import { PageSpinner } from '@web/ui/Spinner';
import { Tabs } from '@web/ui/Tabs';

type Tab = 'profile';

/** /userprofile: the account panel beside the tabs; freelancers get more tabs than clients. */
export default function UserProfileRoute() {
  const { user } = useMe();
  const [tab, setTab] = useState<Tab>('profile');
  if (!user) return <PageSpinner />;
  const items = [{ value: 'profile' as const, label: 'Profile' }];
  return (
    <Page className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <ProfilePanel user={user} />
      <Card>
        <Tabs label="Profile sections" items={items} value={tab} onChange={setTab}>
          {tab === 'profile' && <ProfileTab user={user} />}
        </Tabs>
      </Card>
    </Page>
  );
}
