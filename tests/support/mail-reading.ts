import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../server/db/schema';
import { as, type TestApp, type TestUser } from './test-app';

// Reading mails as their recipient reads them (issue 33's language tests): subjects in encoded
// words, bodies in quoted-printable or base64, back to UTF-8 text.

/** Saves a person's language and time zone (null: left as it is). */
export async function speak(
  t: TestApp,
  user: TestUser,
  fullName: string,
  locale: string | null,
  timeZone: string | null,
) {
  const res = await as(
    t.app,
    user,
  )({
    method: 'PUT',
    url: '/api/v1/users/update-profile',
    payload: { fullName, ...(locale ? { locale } : {}), ...(timeZone ? { timeZone } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Quoted-printable (and RFC 2047's Q, where "_" is a space) back to UTF-8 text. */
const unquote = (s: string, q = false) =>
  Buffer.from(
    (q ? s.replace(/_/g, ' ') : s)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** A raw mail's subject (its encoded words joined) and body, as the recipient reads them. */
export function readMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : unquote(data, true),
    );
  const body = rest.join('\n\n');
  const text = /transfer-encoding: base64/i.test(unfolded)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /quoted-printable/i.test(unfolded)
      ? unquote(body)
      : body;
  return { head: unfolded, subject, text };
}

/** The mails to `email` whose subject or body has `has`, once the work after the responses is done. */
export async function mailsTo(t: TestApp, email: string, has: string) {
  await t.ctx.later.idle();
  const dir = t.ctx.config.mail.outboxDir;
  return readdirSync(dir)
    .sort()
    .map((f) => readMail(readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.head.includes(`To: ${email}`) && (m.subject.includes(has) || m.text.includes(has)));
}

/** The texts of a person's bells that link to `link`, as they read them. */
export async function bellTexts(t: TestApp, userId: string, link: string): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link)));
  return rows.map((n) => n.text);
}
