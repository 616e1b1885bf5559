import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDeliveries, users } from '../../server/db/schema';
import { publishGig, postGig, gigForm } from '../support/gigs';
import { multipart, pngFile, type FilePart } from '../support/multipart';
import { deliverWork, paidOrder, pdfFile } from '../support/orders';
import { applyTo, createPost } from '../support/posts';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../support/test-app';

/**
 * One naming rule for every upload: the extension follows the type the magic bytes say,
 * the name keeps its letters (RFC 6266 filename* on download), a part sent with an RFC 5987
 * filename* is read, and a part that cannot be read is a 400 naming its field.
 */
let t: TestApp;
let seller: TestUser;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signUp(t.app, { role: 'freelancer' });
  gigId = await publishGig(t.app, seller, { coverImage: await pngFile(40, 30) });
});
afterAll(() => t.close());

/** A PDF whose bytes are also HTML with a script: file-type reads %PDF. */
const POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n');
const UNICODE_NAME = '简历 résumé.pdf';
const UNICODE_DISPOSITION = `attachment; filename="__ resume.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86%20r%C3%A9sum%C3%A9.pdf`;

/** Delivers the files on a fresh order; answers the order's buyer, id and the answer. */
async function deliver(files: FilePart[]) {
  const { buyer, orderId } = await paidOrder(t, gigId);
  const res = await deliverWork(t, seller, orderId, { files });
  return { buyer, orderId, res };
}

async function download(user: TestUser, url: string) {
  const res = await as(t.app, user)({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
}

describe('POST /orders/{id}/deliver then GET …/files/{index}: file names', () => {
  it('names and serves a PDF/HTML polyglot sent as x.html as x.pdf, application/pdf, never HTML', async () => {
    const { buyer, res } = await deliver([{ filename: 'x.html', contentType: 'text/html', data: POLYGLOT }]);
    expect(res.statusCode).toBe(200);
    const [file] = res.json().deliveries[0].files;
    expect(file).toMatchObject({ name: 'x.pdf', type: 'application/pdf', size: POLYGLOT.length });
    const got = await download(buyer, file.url);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe('attachment; filename="x.pdf"');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(POLYGLOT)).toBe(true);
  });

  it('keeps the letters of a UTF-8 name and serves it with filename* and an ASCII fallback', async () => {
    const { buyer, res } = await deliver([pdfFile(UNICODE_NAME)]);
    const [file] = res.json().deliveries[0].files;
    expect(file.name).toBe(UNICODE_NAME);
    const got = await download(buyer, file.url);
    expect(got.headers['content-disposition']).toBe(UNICODE_DISPOSITION);
    expect(got.rawPayload.equals(pdfFile().data)).toBe(true);
  });

  it("reads a part named with RFC 5987 filename*=UTF-8''… and one in ISO-8859-1", async () => {
    const { buyer, res } = await deliver([
      { ...pdfFile(), disposition: `filename*=UTF-8''%E7%AE%80%E5%8E%86%20r%C3%A9sum%C3%A9.pdf` },
      { ...pdfFile(), disposition: `filename*=iso-8859-1'fr'r%E9sum%E9.html` },
    ]);
    expect(res.statusCode).toBe(200);
    const files = res.json().deliveries[0].files;
    expect(files.map((f: { name: string }) => f.name)).toEqual([UNICODE_NAME, 'résumé.pdf']);
    expect((await download(buyer, files[0].url)).headers['content-disposition']).toBe(UNICODE_DISPOSITION);
    expect((await download(buyer, files[1].url)).headers['content-disposition']).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
  });

  it('gives an image the extension of its detected type and drops paths and bidi overrides from its name', async () => {
    const png = await pngFile(10, 10);
    const { buyer, res } = await deliver([
      { ...png, filename: 'photo.jpeg' },
      { ...png, filename: 'evil\u202Efdp.zip', disposition: 'filename="..\\\\..\\\\evil\u202Efdp.zip"' },
      { ...png, contentType: 'application/octet-stream', disposition: 'x-nothing="1"' },
    ]);
    expect(res.statusCode).toBe(200);
    const files = res.json().deliveries[0].files;
    expect(files.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['photo.png', 'image/png'],
      ['evilfdp.png', 'image/png'],
      ['file.png', 'image/png'],
    ]);
    const got = await download(buyer, files[0].url);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe('inline; filename="photo.png"');
    expect(got.rawPayload.equals(png.data)).toBe(true);
  });

  it('answers 400 naming the field for a part that cannot be read, and delivers nothing', async () => {
    const cases: [string, FilePart][] = [
      ['a file name that is not UTF-8', { ...pdfFile(), disposition: `filename*=UTF-8''%FF%FE.pdf` }],
      [
        'a file name in RFC 2231 pieces',
        { ...pdfFile(), disposition: `filename*0*=UTF-8''%E7%AE%80; filename*1*=%E5%8E%86.pdf` },
      ],
      ['a file sent as a text part', { ...pdfFile(), asText: true }],
    ];
    for (const [name, part] of cases) {
      const { orderId, res } = await deliver([part]);
      expect({ name, status: res.statusCode }).toEqual({ name, status: 400 });
      expect(res.json().errors).toEqual([{ field: 'files', message: expect.any(String) }]);
      expect(res.json().message).toMatch(/^files: /);
      expect(await t.ctx.db.select().from(orderDeliveries).where(eq(orderDeliveries.orderId, orderId))).toHaveLength(0);
    }
  });
});

describe('application attachments, avatars and gig images: the same rule', () => {
  it('serves an attachment sent with filename* under the name of its detected type', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const png = await pngFile(32, 32);
    const res = await applyTo(t.app, freelancer, post._id, {
      attachment: { ...png, disposition: `filename*=UTF-8''CV%20%E7%AE%80%E5%8E%86.html` },
    });
    expect(res.statusCode).toBe(201);
    const got = await download(client, res.json().data.attachment);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="application-${res.json().data._id}.png"`);
    expect(got.rawPayload.equals(png.data)).toBe(true);
  });

  it('refuses an attachment that arrives as text or with an unreadable name, naming the field', async () => {
    const client = await signUp(t.app);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    for (const attachment of [
      { ...(await pngFile()), asText: true },
      { ...(await pngFile()), disposition: `filename*=UTF-8''%C3.png` },
    ]) {
      const res = await applyTo(t.app, freelancer, post._id, { attachment });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'attachment', message: expect.any(String) }]);
    }
  });

  it('reads an avatar sent with filename*, and refuses one whose name cannot be read, keeping the old avatar', async () => {
    const user = await signUp(t.app);
    const put = async (avatar: FilePart) =>
      as(t.app, user)({ method: 'PUT', url: '/api/v1/users/update-avatar', ...multipart({ avatar }) });
    const ok = await put({ ...(await pngFile()), disposition: `filename*=UTF-8''%E5%A4%B4%E5%83%8F.png` });
    expect(ok.statusCode).toBe(200);
    const avatar = ok.json().data.avatar as string;
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const bad = await put({ ...(await pngFile()), disposition: `filename*=UTF-8''%FF.png` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'avatar', message: expect.any(String) }]);
    const [row] = await t.ctx.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, user.id));
    expect(avatar).toBe(`/api/v1/files/${row!.key}`);
  });

  it('reads gig images sent with filename*, and refuses a cover sent as text, naming it', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const cover = { ...(await pngFile(400, 300)), disposition: `filename*=UTF-8''%E5%B0%81%E9%9D%A2.png` };
    const created = await postGig(t.app, freelancer, await gigForm({ coverImage: cover }));
    expect(created.statusCode).toBe(201);
    const refused = await postGig(
      t.app,
      freelancer,
      await gigForm({ coverImage: { ...(await pngFile()), asText: true } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'coverImage', message: expect.any(String) }]);
  });
});
