import { useLingui } from '@lingui/react';
import type { SocialLinks as Links } from '@shared/schemas/site';
import { cn } from './cn';
import { GithubIcon, LinkedinIcon, XIcon } from './SocialIcons';

const NETWORKS = [
  { key: 'github', label: 'GitHub', Icon: GithubIcon },
  { key: 'x', label: 'X (Twitter)', Icon: XIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
] as const;

/**
 * One icon link per configured network; a network without an address has no icon, and with
 * none configured nothing is rendered (no empty list).
 */
export function SocialLinks({
  links,
  owner,
  className,
  linkClassName,
}: {
  links: Links;
  owner: string;
  className?: string;
  linkClassName?: string;
}) {
  const { _ } = useLingui();
  const present = NETWORKS.filter(({ key }) => links[key]);
  if (!present.length) return null;
  return (
    <ul className={cn('flex gap-2', className)}>
      {present.map(({ key, label, Icon }) => (
        <li key={key}>
          <a
            href={links[key]!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={_('ui.social.link', { owner, network: label })}
            className={cn('grid size-9 place-items-center rounded-full', linkClassName)}
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
