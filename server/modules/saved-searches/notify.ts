import { DEFAULT_LOCALE, matchLocale } from '@shared/i18n/locales';
import type { UnsubscribeKind } from '@shared/schemas/unsubscribe';
import type { AppContext } from '../../platform/context';
import { translate } from '../../platform/i18n';
import { unsubscribeHeaders } from '../unsubscribe';

/** The digest's mail kind, switched off by its one-click unsubscribe. */
export const DIGEST_MAIL_KIND = 'search.digest' satisfies UnsubscribeKind;

export interface DigestEntry {
  type: 'post' | 'gig';
  id: string;
  searchName: string;
  title: string;
}

/** The daily digest, in the person's language: each new match with its link and the search it matched. */
export async function mailDigest(
  ctx: AppContext,
  to: { id: string; email: string; fullName: string; locale: string | null },
  entries: DigestEntry[],
  more: number,
): Promise<void> {
  const origin = ctx.config.publicUrl ?? '';
  const count = entries.length + more;
  const { link, headers } = await unsubscribeHeaders(ctx, to.id, DIGEST_MAIL_KIND);
  const locale = matchLocale(to.locale) ?? DEFAULT_LOCALE;
  const say = (key: string, values?: Record<string, unknown>) => translate(locale, `mails.digest.${key}`, values);
  await ctx.mailer.send({
    to: to.email,
    headers,
    subject: say('subject', { count }),
    text: [
      say('hello', { name: to.fullName }),
      '',
      say('intro'),
      '',
      ...entries.map((e) => `- ${e.title} (${e.searchName}): ${origin}/${e.type}/${e.id}`),
      ...(more ? ['', say('more', { count: more, link: `${origin}/saved-searches` })] : []),
      '',
      say('stop', { link }),
    ].join('\n'),
  });
}
