import { Avatar } from '@web/ui/Avatar';
import { Card, Page } from '@web/ui/Card';
import { GithubIcon, LinkedinIcon, XIcon } from '@web/ui/SocialIcons';
import { PageIntro } from './PageIntro';
import { TEAM, type TeamMember } from './team';

function SocialLinks({ member }: { member: TeamMember }) {
  const links = [
    { href: member.github, label: 'GitHub', Icon: GithubIcon },
    { href: member.x, label: 'X (Twitter)', Icon: XIcon },
    { href: member.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
  ];
  return (
    <ul className="mt-5 flex justify-center gap-2">
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${member.name} on ${label}`}
            className="grid size-9 place-items-center rounded-full bg-slate-100 text-slate-600 transition-colors hover:bg-brand-600 hover:text-white"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function TeamScreen() {
  return (
    <Page className="py-12">
      <PageIntro eyebrow="Our team" title="Meet the people behind Workify" className="mx-auto text-center">
        <p>We are a small team of former freelancers and clients who wanted a marketplace without fees, bidding or middlemen. Here is who builds it.</p>
      </PageIntro>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM.map((member) => (
          <li key={member.name} className="sm:last:col-span-2 sm:last:mx-auto sm:last:w-full sm:last:max-w-sm lg:last:col-span-1 lg:last:max-w-none">
            <Card className="flex h-full flex-col items-center text-center">
              <Avatar name={member.name} className="size-24 text-2xl ring-4 ring-brand-50" />
              <h2 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h2>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{member.bio}</p>
              <SocialLinks member={member} />
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
