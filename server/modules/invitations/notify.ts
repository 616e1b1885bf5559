import { eq } from 'drizzle-orm';
import type { Invitation } from '@shared/schemas/invitations';
import type { UnsubscribeKind } from '@shared/schemas/unsubscribe';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { unsubscribeHeaders } from '../unsubscribe';

/** The mail kind a person can switch off (profile, or the mail's one-click unsubscribe). */
export const INVITATION_MAIL_KIND = 'invitation.received' satisfies UnsubscribeKind;

/** After the commit: the invited freelancer's mail with the post's link, unless they switched these off. */
export async function mailInvitation(ctx: AppContext, invitation: Invitation): Promise<void> {
  const [to] = await ctx.db
    .select({ email: users.email, fullName: users.fullName, off: users.mailOptOut })
    .from(users)
    .where(eq(users.id, invitation.freelancer._id));
  if (!to || to.off.includes(INVITATION_MAIL_KIND)) return;
  const origin = ctx.config.publicUrl ?? '';
  const { link, headers } = await unsubscribeHeaders(ctx, invitation.freelancer._id, INVITATION_MAIL_KIND);
  await ctx.mailer.send({
    to: to.email,
    headers,
    subject: `${invitation.client.fullName} invited you to a job: ${invitation.postTitle}`,
    text: [
      `Hello ${to.fullName},`,
      '',
      `${invitation.client.fullName} invited you to apply to their job post "${invitation.postTitle}":`,
      '',
      invitation.message,
      '',
      `See the post and apply: ${origin}/post/${invitation.postId}`,
      '',
      `Stop mails about invitations: ${link}`,
    ].join('\n'),
  });
}
