import type { AppContext } from './context';

/**
 * Tells the owner that something changed on their account (issue 32): used by users and by
 * payouts (the payout account), so it sits under both: what, and what to do if it
 * was not them, with a link to the Security screen built from PUBLIC_URL. Sent after the answer.
 */
export function mailSecurityNotice(
  ctx: AppContext,
  owner: { email: string; fullName: string },
  what: string,
  details: string[] = [],
): void {
  const base = ctx.config.publicUrl;
  ctx.later.run('security mail', () =>
    ctx.mailer.send({
      to: owner.email,
      subject: `Workify security notice: ${what}`,
      text: [
        `Hello ${owner.fullName},`,
        '',
        `${what} on your Workify account.`,
        ...details,
        '',
        'If this was you, there is nothing to do.',
        'If this was not you, change your password and end the sessions you do not know on your security screen:',
        '',
        `${base}/security`,
        '',
        `If you cannot sign in any more, reset your password: ${base}/login/forgot-password`,
      ].join('\n'),
    }),
  );
}
