import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { money, recipients, said, write, writer, type Said } from '../../platform/mail-text';

export type MoneyMailKind = 'funds.released' | 'funds.available' | 'payout.paid' | 'payout.failed';

export interface MoneyMail {
  kind: MoneyMailKind;
  to: string | null;
  amountCents: number;
  /** The order's title, or the payout's failure message. */
  detail?: string | null;
}

/** The mail's body: `mails.money.<kind>` (a release says when it can be withdrawn, by its clearing days). */
const bodyOf = (mail: MoneyMail, clearingDays: number): Said =>
  said(`mails.money.${mail.kind}.body`, {
    amount: money(mail.amountCents),
    title: mail.detail ?? '',
    days: clearingDays,
    reason: mail.detail ?? '',
    why: mail.detail ? 'given' : 'none',
  });

/** Mails after the commit; a failing mail never undoes the money movement (logged without its body). */
export async function sendMoneyMails(ctx: AppContext, mails: MoneyMail[], log?: FastifyBaseLogger): Promise<void> {
  for (const mail of mails) {
    if (!mail.to || mail.amountCents <= 0) continue;
    try {
      const user = (await recipients(ctx.db, [mail.to])).get(mail.to);
      if (!user) continue;
      const say = writer(user, 'money');
      await ctx.mailer.send({
        to: user.email,
        subject: say(`${mail.kind}.subject`),
        text: [
          write(user, said('mails.hello', { name: user.fullName })),
          '',
          write(user, bodyOf(mail, ctx.config.money.clearingDays)),
          '',
          say('earnings', { link: `${ctx.config.publicUrl}/earnings` }),
        ].join('\n'),
      });
    } catch (err) {
      log?.warn({ kind: mail.kind, err: (err as Error).name }, 'money mail failed');
    }
  }
}
