import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatMoney } from '@shared/money';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

export type MoneyMailKind = 'funds.released' | 'funds.available' | 'payout.paid' | 'payout.failed';

export interface MoneyMail {
  kind: MoneyMailKind;
  to: string | null;
  amountCents: number;
  /** The order's title, or the payout's failure message. */
  detail?: string | null;
}

const SUBJECTS: Record<MoneyMailKind, string> = {
  'funds.released': 'Funds released',
  'funds.available': 'Funds available to withdraw',
  'payout.paid': 'Payout paid',
  'payout.failed': 'Payout failed',
};

function body(mail: MoneyMail, amount: string, clearingDays: number): string {
  switch (mail.kind) {
    case 'funds.released':
      return clearingDays === 0
        ? `${amount} for "${mail.detail}" was released to you and is available to withdraw.`
        : `${amount} for "${mail.detail}" was released to you. It becomes available to withdraw in ${clearingDays} days.`;
    case 'funds.available':
      return `${amount} for "${mail.detail}" is now available to withdraw.`;
    case 'payout.paid':
      return `Your payout of ${amount} was paid to your payout account.`;
    case 'payout.failed':
      return `Your payout of ${amount} failed${mail.detail ? `: ${mail.detail}` : ''}. The money is back in your available balance.`;
  }
}

/** Mails after the commit; a failing mail never undoes the money movement (logged without its body). */
export async function sendMoneyMails(ctx: AppContext, mails: MoneyMail[], log?: FastifyBaseLogger): Promise<void> {
  for (const mail of mails) {
    if (!mail.to || mail.amountCents <= 0) continue;
    try {
      const [user] = await ctx.db
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, mail.to));
      if (!user) continue;
      await ctx.mailer.send({
        to: user.email,
        subject: SUBJECTS[mail.kind],
        text: [
          `Hello ${user.fullName},`,
          '',
          body(mail, formatMoney(mail.amountCents, 'minor'), ctx.config.money.clearingDays),
          '',
          `Your earnings: ${ctx.config.publicUrl}/earnings`,
        ].join('\n'),
      });
    } catch (err) {
      log?.warn({ kind: mail.kind, err: (err as Error).name }, 'money mail failed');
    }
  }
}
