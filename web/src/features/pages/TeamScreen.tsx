import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import type { TeamMember } from '@shared/schemas/site';
import { useSiteInfo } from './site';
import { Avatar } from '@web/ui/Avatar';
import { Card, Page } from '@web/ui/Card';
import { ErrorState } from '@web/ui/EmptyState';
import { CardListSkeleton } from '@web/ui/Skeleton';
import { SocialLinks } from '@web/ui/SocialLinks';
import { PageIntro } from './PageIntro';

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className="flex h-full flex-col items-center text-center">
      <Avatar src={member.photoUrl} name={member.name} className="size-24 text-2xl ring-4 ring-brand-50" />
      <h2 dir="auto" className="mt-4 text-lg font-semibold break-words text-slate-900">
        {member.name}
      </h2>
      <p dir="auto" className="text-sm font-medium break-words text-brand-700">
        {member.role}
      </p>
      <SocialLinks
        links={member}
        owner={member.name}
        className="mt-5 justify-center"
        linkClassName="bg-slate-100 text-slate-600 transition-colors hover:bg-brand-600 hover:text-white"
      />
    </Card>
  );
}

function TeamList({ team }: { team: TeamMember[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {team.map((member, i) => (
        <li key={`${i}-${member.name}`}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}

/** With no team configured: who runs this marketplace, said plainly, rather than invented people. */
function NoTeamListed() {
  const { _ } = useLingui();
  return (
    <Card className="mx-auto mt-12 max-w-2xl space-y-3 text-base leading-7 text-slate-600">
      <h2 className="text-lg font-semibold text-slate-900">{_('pages.team.whoRuns')}</h2>
      <p>{_('pages.team.openSource')}</p>
      <p>
        <Trans
          id="pages.team.questions"
          components={{
            0: <Link to="/contact" className="font-medium text-brand-700 underline hover:text-brand-800" />,
          }}
        />
      </p>
    </Card>
  );
}

export default function TeamScreen() {
  const { _ } = useLingui();
  const site = useSiteInfo();
  return (
    <Page className="py-12">
      <PageIntro eyebrow={_('pages.team.eyebrow')} title={_('pages.team.title')} className="mx-auto text-center">
        <p>{_('pages.team.intro')}</p>
      </PageIntro>
      {site.isPending ? (
        <div className="mt-12">
          <CardListSkeleton count={3} />
        </div>
      ) : site.isError ? (
        <ErrorState title={_('pages.team.failed')} onRetry={() => void site.refetch()} />
      ) : site.data.team.length ? (
        <TeamList team={site.data.team} />
      ) : (
        <NoTeamListed />
      )}
    </Page>
  );
}
