import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_FILES, type Message } from '@shared/schemas/messages';
import { messages } from '../../server/db/schema';
import { publishGig } from '../support/gigs';
import { conversationPair, postMessage } from '../support/messaging';
import { multipart, pngFile, textFile, type FilePart } from '../support/multipart';
import { orderInState, pdfFile } from '../support/orders';
import { applyTo, createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // 1 MB per file, so the oversize case stays small.
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
});
afterAll(() => t.close());

const sendFiles = (
  user: TestUser | null,
  conversationId: string,
  fields: Record<string, string | FilePart | FilePart[] | undefined>,
) => as(t.app, user)({ method: 'POST', url: `/api/v1/messages/${conversationId}`, ...multipart(fields) });
const download = (user: TestUser | null, url: string) => as(t.app, user)({ method: 'GET', url });
/** The message files on disk: a refused send leaves none behind. */
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads/private/messages');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const messageCount = (conversationId: string) =>
  t.database.db.$count(messages, eq(messages.conversationId, conversationId));

describe('POST /messages/{conversationId} (multipart)', () => {
  it('stores the text with an image and a PDF, named by their detected types, and the thread lists them', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const res = await sendFiles(client, conversation.id, {
      desc: 'The brief and a sketch',
      files: [await pngFile(32, 32, 'sketch.png'), pdfFile('brief.html')],
    });
    expect(res.statusCode).toBe(201);
    const message = res.json().data as Message;
    expect(message.desc).toBe('The brief and a sketch');
    expect(message.files).toEqual([
      {
        name: 'sketch.png',
        type: 'image/png',
        size: expect.any(Number),
        url: `/api/v1/messages/${conversation.id}/${message._id}/files/0`,
      },
      {
        name: 'brief.pdf',
        type: 'application/pdf',
        size: pdfFile().data.length,
        url: `/api/v1/messages/${conversation.id}/${message._id}/files/1`,
      },
    ]);
    const thread = (
      await as(t.app, freelancer)({ method: 'GET', url: `/api/v1/messages/${conversation.id}` })
    ).json() as Message[];
    expect(thread.at(-1)?.files.map((f) => f.name)).toEqual(['sketch.png', 'brief.pdf']);
  });

  it('sends a file without text; the inbox preview names the file', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const res = await sendFiles(client, conversation.id, { files: pdfFile('cv.pdf') });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ desc: '', files: [{ name: 'cv.pdf' }] });
    const list = (await as(t.app, client)({ method: 'GET', url: '/api/v1/conversations' })).json() as {
      id: string;
      lastMessage: string;
    }[];
    expect(list.find((c) => c.id === conversation.id)?.lastMessage).toBe('📎 cv.pdf');
  });

  it('refuses a file that is not an image or a PDF by its bytes (415), whatever its name, writing nothing', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const res = await sendFiles(client, conversation.id, {
      desc: 'hi',
      files: [await pngFile(), textFile('fake.png')],
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('files: Only PNG, JPEG, WebP or GIF images and PDF files can be sent.');
    expect(await messageCount(conversation.id)).toBe(0);
  });

  it('refuses a file over UPLOAD_MAX_MB (413) and more than the files allowed (400), writing nothing', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const big = {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([pdfFile().data, Buffer.alloc(1024 * 1024 + 10, 32)]),
    };
    expect((await sendFiles(client, conversation.id, { desc: 'big', files: big })).statusCode).toBe(413);
    const many = await sendFiles(client, conversation.id, {
      desc: 'many',
      files: Array.from({ length: MESSAGE_MAX_FILES + 1 }, () => pdfFile()),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`files: at most ${MESSAGE_MAX_FILES} files`);
    expect(await messageCount(conversation.id)).toBe(0);
  });

  it('refuses an empty send (400 naming desc), an outsider (403), an unknown conversation (404), no session (401)', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const empty = await sendFiles(client, conversation.id, { desc: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('desc: Write a message or attach a file');
    const outsider = await signUp(t.app);
    const before = storedFiles();
    expect((await sendFiles(outsider, conversation.id, { files: pdfFile() })).statusCode).toBe(403);
    expect(storedFiles()).toBe(before);
    expect((await sendFiles(client, `${freelancer.id}${outsider.id}`, { files: pdfFile() })).statusCode).toBe(404);
    expect((await sendFiles(null, conversation.id, { files: pdfFile() })).statusCode).toBe(401);
    expect(await messageCount(conversation.id)).toBe(0);
  });
});

describe('POST /messages/{conversationId} (concurrent)', () => {
  it('two sends with files at once both land, each with its own files', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const [a, b] = await Promise.all([
      sendFiles(client, conversation.id, { desc: 'from Clara', files: pdfFile('a.pdf') }),
      sendFiles(freelancer, conversation.id, { desc: 'from Finn', files: pdfFile('b.pdf') }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const thread = (
      await as(t.app, client)({ method: 'GET', url: `/api/v1/messages/${conversation.id}` })
    ).json() as Message[];
    expect(thread.map((m) => `${m.desc}:${m.files[0]?.name}`).sort()).toEqual(['from Clara:a.pdf', 'from Finn:b.pdf']);
  });
});

describe('GET /messages/{conversationId}/{messageId}/files/{index}', () => {
  it('serves the file to both people of the pair, 404 to anyone else and for no such file, 401 signed out', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const png = await pngFile(16, 16, 'logo.png');
    const message = (
      await sendFiles(freelancer, conversation.id, { desc: 'Logo', files: [png, pdfFile('invoice.pdf')] })
    ).json().data as Message;
    for (const user of [client, freelancer]) {
      const res = await download(user, message.files[0]!.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(png.data)).toBe(true);
    }
    const pdf = await download(client, message.files[1]!.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="invoice.pdf"');
    const stranger = await signUp(t.app, { role: 'client' });
    expect((await download(stranger, message.files[0]!.url)).statusCode).toBe(404);
    expect((await download(client, message.files[1]!.url.replace(/1$/, '2'))).statusCode).toBe(404);
    expect((await download(null, message.files[0]!.url)).statusCode).toBe(401);
  });
});

describe('POST /messages (the original JSON send) with attachments around', () => {
  it('keeps its contract: JSON in, the message out with an empty file list', async () => {
    const { client, conversation } = await conversationPair(t.app);
    const message = await postMessage(t.app, client, conversation.id, 'Plain text');
    expect(message).toMatchObject({
      conversationId: conversation.id,
      message: 'Plain text',
      desc: 'Plain text',
      files: [],
    });
  });
});

describe('GET /conversations/{id} related', () => {
  it('names the pair’s order first, else the post the freelancer applied to, else nothing', async () => {
    const { client, freelancer, conversation } = await conversationPair(t.app);
    const related = async () =>
      (await as(t.app, client)({ method: 'GET', url: `/api/v1/conversations/${conversation.id}` })).json().data.related;
    expect(await related()).toBeNull();
    const post = await createPost(t.app, client, { title: 'Landing page copy' });
    expect((await applyTo(t.app, freelancer, post._id)).statusCode).toBe(201);
    expect(await related()).toEqual({ kind: 'post', id: post._id, title: 'Landing page copy' });
    const gigId = await publishGig(t.app, freelancer);
    const orderId = await orderInState(t, { gigId, buyerId: client.id, sellerId: freelancer.id }, 'in_progress');
    expect(await related()).toEqual({ kind: 'order', id: orderId, title: 'Order in_progress' });
  });
});
