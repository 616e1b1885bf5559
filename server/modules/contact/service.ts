import type { ContactInput } from '@shared/schemas/contact';
import { contactMessages } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/** Stores the message first, so nothing is lost when the mail server is down. */
export async function submitContact(ctx: AppContext, input: ContactInput): Promise<void> {
  await ctx.db
    .insert(contactMessages)
    .values({ fromName: input.from_name, fromEmail: input.from_email, message: input.message });
  await ctx.mailer.send({
    to: ctx.config.mail.contactInbox,
    replyTo: input.from_email,
    subject: `Contact form: ${input.from_name}`,
    text: `From: ${input.from_name} <${input.from_email}>\n\n${input.message}`,
  });
}
