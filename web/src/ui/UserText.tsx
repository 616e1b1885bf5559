import type { ElementType, ReactNode } from 'react';
import { cn } from './cn';

// A URL runs to the next space or angle bracket; trailing punctuation belongs to the sentence.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

/** Only absolute http(s) URLs become links: never javascript:, data: or relative paths. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into strings and safe external links, as React nodes (no HTML injection). */
export function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, '');
    const href = safeHref(trimmed);
    if (!href) continue;
    if (start > last) out.push(text.slice(last, start));
    out.push(
      <a
        key={start}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {trimmed}
      </a>,
    );
    last = start + trimmed.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * Text a user wrote (a post, a cover letter, a message, a gig's description): line breaks kept,
 * any long word or URL wrapped inside its box, and http(s) URLs as safe links. `links={false}`
 * is for text inside a card that is itself one big link, where a link would sit under it.
 */
export function UserText({
  text,
  as: Tag = 'p',
  className,
  links = true,
}: {
  text: string;
  as?: ElementType;
  className?: string;
  links?: boolean;
}) {
  // dir="auto": a person's words read in their own direction, whatever the page's language.
  return (
    <Tag dir="auto" className={cn('whitespace-pre-line wrap-anywhere', className)}>
      {links ? linkify(text) : text}
    </Tag>
  );
}
