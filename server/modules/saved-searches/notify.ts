import type { UnsubscribeKind } from '@shared/schemas/unsubscribe';
import type { AppContext } from '../../platform/context';
import { unsubscribeHeaders } from '../unsubscribe';

/** The digest's mail kind, switched off by its one-click unsubscribe. */
export const DIGEST_MAIL_KIND = 'search.digest' satisfies UnsubscribeKind;

export interface DigestEntry {
  type: 'post' | 'gig';
  id: string;
  searchName: string;
  title: string;
}

/** The daily digest: each new match with its link, grouped under nothing but the search it matched. */
export async function mailDigest(
  ctx: AppContext,
  to: { id: string; email: string; fullName: string },
  entries: DigestEntry[],
  more: number,
): Promise<void> {
  const origin = ctx.config.publicUrl ?? '';
  const count = entries.length + more;
  const { link, headers } = await unsubscribeHeaders(ctx, to.id, DIGEST_MAIL_KIND);
  await ctx.mailer.send({
    to: to.email,
    headers,
    subject: `Your saved searches: ${count} new match${count === 1 ? '' : 'es'}`,
    text: [
      `Hello ${to.fullName},`,
      '',
      'New on Workify for your saved searches since your last digest:',
      '',
      ...entries.map((e) => `- ${e.title} (${e.searchName}): ${origin}/${e.type}/${e.id}`),
      ...(more ? ['', `And ${more} more: ${origin}/saved-searches`] : []),
      '',
      `Stop this digest: ${link}`,
    ].join('\n'),
  });
}
