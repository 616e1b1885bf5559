import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on mails a person can switch off); none on receipts, security and password mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Ends the SMTP connections kept open (on shutdown); nothing for the outbox. */
  close?(): void;
}

/** SMTP connections kept open and reused: a digest of thousands of mails opens a few, not one a mail. */
const SMTP_CONNECTIONS = 4;

/**
 * Sends through SMTP when a URL is configured; otherwise writes each message as an
 * .eml file into the outbox folder so development and tests can read it.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // The URL's own settings (?pool=false, ?maxConnections=…) win over these.
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomUUID()}.eml`);
      // Written beside the folder, then moved in: a reader polling the outbox never sees half a mail.
      const partial = `${opts.outboxDir}.${randomUUID()}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
      // Not the address or the body: a reset mail's body is a key to the account.
      opts.log.info({ subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
