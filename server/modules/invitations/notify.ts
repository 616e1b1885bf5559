import type { Invitation } from '@shared/schemas/invitations';
import type { UnsubscribeKind } from '@shared/schemas/unsubscribe';
import type { AppContext } from '../../platform/context';
import { recipients, said, write, writer } from '../../platform/mail-text';
import { unsubscribeHeaders } from '../unsubscribe';

/** The mail kind a person can switch off (profile, or the mail's one-click unsubscribe). */
export const INVITATION_MAIL_KIND = 'invitation.received' satisfies UnsubscribeKind;

/**
 * After the commit: the invited freelancer's mail with the post's link, in their language, unless
 * they switched these off. The client's message and the post's title are theirs, as written.
 */
export async function mailInvitation(ctx: AppContext, invitation: Invitation): Promise<void> {
  const to = (await recipients(ctx.db, [invitation.freelancer._id])).get(invitation.freelancer._id);
  if (!to || to.mailOptOut.includes(INVITATION_MAIL_KIND)) return;
  const origin = ctx.config.publicUrl ?? '';
  const { link, headers } = await unsubscribeHeaders(ctx, invitation.freelancer._id, INVITATION_MAIL_KIND);
  const say = writer(to, 'invitation');
  const names = { name: invitation.client.fullName, title: invitation.postTitle };
  await ctx.mailer.send({
    to: to.email,
    headers,
    subject: say('subject', names),
    text: [
      write(to, said('mails.hello', { name: to.fullName })),
      '',
      say('intro', names),
      '',
      invitation.message,
      '',
      say('apply', { link: `${origin}/post/${invitation.postId}` }),
      '',
      say('stop', { link }),
    ].join('\n'),
  });
}
