import type { AppContext } from './context';
import { said, write, writer, type Reader, type Said } from './mail-text';

/**
 * Tells the owner that something changed on their account (issue 32): used by users and by
 * payouts (the payout account), so it sits under both: what, and what to do if it
 * was not them, with a link to the Security screen built from PUBLIC_URL. Sent after the answer,
 * in the owner's language and zone (issue 33): `what` and each detail are `mails.security.*`
 * messages; an empty string is an empty line.
 */
export function mailSecurityNotice(
  ctx: AppContext,
  owner: { email: string; fullName: string } & Partial<Reader>,
  what: Said,
  details: (Said | '')[] = [],
): void {
  const base = ctx.config.publicUrl;
  const reader: Reader = { locale: owner.locale ?? null, timeZone: owner.timeZone ?? null };
  const say = writer(reader, 'security');
  const happened = write(reader, what);
  ctx.later.run('security mail', () =>
    ctx.mailer.send({
      to: owner.email,
      subject: say('subject', { what: happened }),
      text: [
        write(reader, said('mails.hello', { name: owner.fullName })),
        '',
        say('happened', { what: happened }),
        ...details.map((d) => (d ? write(reader, d) : d)),
        '',
        say('ifYou'),
        say('ifNotYou'),
        '',
        `${base}/security`,
        '',
        say('locked', { link: `${base}/login/forgot-password` }),
      ].join('\n'),
    }),
  );
}

/** A security notice's message: `mails.security.<key>`. */
export const security = (key: string, values?: Parameters<typeof said>[1]): Said =>
  said(`mails.security.${key}`, values);
