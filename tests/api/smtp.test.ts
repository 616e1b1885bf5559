import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMail } from '../support/mail-reading';
import { createTestApp, signUp, type TestApp } from '../support/test-app';

// With SMTP_URL set, mail goes to a real SMTP server (here smtp-server on loopback) over a few
// connections kept open and reused, which the app ends when it closes.
const received: { to: string[]; raw: string }[] = [];
let open = 0;
let opened = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    open += 1;
    opened += 1;
    callback();
  },
  onClose() {
    open -= 1;
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://workify.example' });
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

describe('mail over SMTP', () => {
  it('delivers each mail once to its recipient, over at most four kept connections, ended on close', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app, { unverified: true })));
    await t.ctx.later.idle();
    for (const person of people) {
      const mails = received.filter((m) => m.to.includes(person.email));
      expect(mails).toHaveLength(1);
      const { subject, text } = readMail(mails[0]!.raw);
      expect(subject).toMatch(/verify/i);
      expect(text).toContain('https://workify.example/');
    }
    expect(t.outbox()).toEqual([]);
    expect(opened).toBeGreaterThan(0);
    expect(opened).toBeLessThanOrEqual(4);
    await t.close();
    await expect.poll(() => open).toBe(0);
  });
});
