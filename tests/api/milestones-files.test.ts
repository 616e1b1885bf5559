import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_MAX_FILES } from '@shared/schemas/deliverables';
import { milestoneSubmissions } from '../../server/db/schema';
import { signUpAdmin } from '../support/admin';
import { milestoneCall, milestoneContract, milestonesAs, type Contract } from '../support/milestones';
import { expectLedgerBalanced } from '../support/money';
import { multipart, pngFile, textFile, type FilePart } from '../support/multipart';
import { offerCall } from '../support/offers';
import { pdfFile } from '../support/orders';
import { as, signUp, type TestUser } from '../support/test-app';
import { useTestApp } from '../support/use-test-app';

// 1 MB per file, so the oversize case stays small.
const t = useTestApp({ UPLOAD_MAX_MB: '1' });

type Fields = Record<string, string | FilePart | FilePart[] | undefined>;
interface FileView {
  name: string;
  type: string;
  size: number;
  url: string;
}
type MilestoneView = { status: string; submission: string | null; files: FileView[] };

const submitForm = (user: TestUser | null, c: Contract, milestoneId: string, fields: Fields) =>
  as(
    t.app,
    user,
  )({
    method: 'POST',
    url: `/api/v1/orders/${c.orderId}/milestones/${milestoneId}/submit`,
    ...multipart(fields),
  });
const download = (user: TestUser | null, url: string) => as(t.app, user)({ method: 'GET', url });
/** The submitted files on disk: a refused submission leaves none behind. */
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads/private/milestones');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};
const submissionsOf = (milestoneId: string) =>
  t.ctx.db.select().from(milestoneSubmissions).where(eq(milestoneSubmissions.milestoneId, milestoneId));
const milestoneAs = async (user: TestUser, c: Contract, index: number) =>
  (await milestonesAs(t, user, c.orderId))[index] as unknown as MilestoneView;

describe('POST /orders/{id}/milestones/{milestoneId}/submit (multipart)', () => {
  it('keeps the message and two files; the order answers them and only the parties and an admin download them', async () => {
    const c = await milestoneContract(t);
    const sketch = await pngFile(32, 32, 'sketch.png');
    const brief = pdfFile('brief.pdf');
    const res = await submitForm(c.freelancer, c, c.ids[0]!, { message: 'The designs', files: [sketch, brief] });
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json().milestones as MilestoneView[];
    expect(first).toMatchObject({ status: 'submitted', submission: 'The designs' });
    expect(first!.files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['sketch.png', 'image/png', sketch.data.length],
      ['brief.pdf', 'application/pdf', brief.data.length],
    ]);

    // The client sees the same on the order, and downloads the very bytes handed in.
    const seen = await milestoneAs(c.client, c, 0);
    expect(seen.files).toEqual(first!.files);
    const png = await download(c.client, seen.files[0]!.url);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(sketch.data)).toBe(true);
    const pdf = await download(c.freelancer, seen.files[1]!.url);
    expect(pdf.rawPayload.equals(brief.data)).toBe(true);
    expect(pdf.headers['content-disposition']).toContain('attachment');

    // Anyone else hears "not found"; an admin (with two-step sign-in) may look.
    const stranger = await signUp(t.app);
    expect((await download(stranger, seen.files[1]!.url)).statusCode).toBe(404);
    expect((await download(null, seen.files[1]!.url)).statusCode).toBe(401);
    expect((await download(c.client, seen.files[1]!.url.replace(/\/1$/, '/2'))).statusCode).toBe(404);
    const admin = await signUpAdmin(t);
    expect((await download(admin, seen.files[1]!.url)).rawPayload.equals(brief.data)).toBe(true);

    // The offer answers the contract's milestones with the same files.
    const offer = await offerCall(t, c.client, 'GET', `/offers/${c.offerId}`);
    expect((offer.json().data.milestones as MilestoneView[])[0]!.files).toEqual(first!.files);
    expect(await submissionsOf(c.ids[0]!)).toHaveLength(1);
    expect(storedFiles()).toBe(2);
  });

  it('keeps every submission: after changes asked for, the order answers the last one’s files', async () => {
    const c = await milestoneContract(t);
    await submitForm(c.freelancer, c, c.ids[0]!, { message: 'First try', files: pdfFile('v1.pdf') });
    const changes = await milestoneCall(t, c.client, c.orderId, `/${c.ids[0]}/request-changes`, {
      message: 'Bigger logo',
    });
    expect(changes.statusCode).toBe(200);
    const again = await submitForm(c.freelancer, c, c.ids[0]!, {
      message: 'Second try',
      files: [await pngFile(16, 16, 'v2.png')],
    });
    expect(again.statusCode, again.body).toBe(200);
    const [first] = again.json().milestones as MilestoneView[];
    expect(first).toMatchObject({ status: 'submitted', submission: 'Second try' });
    expect(first!.files.map((f) => f.name)).toEqual(['v2.png']);
    const history = await submissionsOf(c.ids[0]!);
    expect(history.map((s) => [s.message, s.files.map((f) => f.name)])).toEqual(
      expect.arrayContaining([
        ['First try', ['v1.pdf']],
        ['Second try', ['v2.png']],
      ]),
    );
    expect(history).toHaveLength(2);
  });

  it('still takes JSON { message } with no files', async () => {
    const c = await milestoneContract(t);
    const res = await milestoneCall(t, c.freelancer, c.orderId, `/${c.ids[0]}/submit`, { message: 'A link: x.com' });
    expect(res.statusCode).toBe(200);
    expect((res.json().milestones as MilestoneView[])[0]).toMatchObject({
      status: 'submitted',
      submission: 'A link: x.com',
      files: [],
    });
    expect((await submissionsOf(c.ids[0]!)).map((s) => [s.message, s.files])).toEqual([['A link: x.com', []]]);
  });
});

describe('POST …/submit refusals', () => {
  it('refuses a wrong type (415), a file too large (413), too many files or no message (400), naming the field, storing nothing', async () => {
    const c = await milestoneContract(t);
    const before = storedFiles();
    const fake = await submitForm(c.freelancer, c, c.ids[0]!, { message: 'x', files: [pdfFile(), textFile('a.pdf')] });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('files: must be images, PDF or ZIP files');
    const big = {
      filename: 'big.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([pdfFile().data, Buffer.alloc(1024 * 1024 + 10, 32)]),
    };
    const huge = await submitForm(c.freelancer, c, c.ids[0]!, { message: 'x', files: big });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual([{ field: 'files', message: 'File is too large (limit 1 MB)' }]);
    const many = await submitForm(c.freelancer, c, c.ids[0]!, {
      message: 'x',
      files: Array.from({ length: DELIVERY_MAX_FILES + 1 }, () => pdfFile()),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual([{ field: 'files', message: `at most ${DELIVERY_MAX_FILES} files` }]);
    const silent = await submitForm(c.freelancer, c, c.ids[0]!, { message: ' ', files: pdfFile() });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual([{ field: 'message', message: 'A message is required' }]);

    expect(storedFiles()).toBe(before);
    expect(await submissionsOf(c.ids[0]!)).toHaveLength(0);
    expect((await milestoneAs(c.client, c, 0)).status).toBe('funded');
  });

  it('a refused step leaves no file: an unfunded milestone (409), the client (403), a stranger (404)', async () => {
    const c = await milestoneContract(t);
    const stranger = await signUp(t.app);
    const before = storedFiles();
    const form = { message: 'Early', files: [pdfFile(), await pngFile()] };
    const unfunded = await submitForm(c.freelancer, c, c.ids[1]!, form);
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json().message).toBe(
      'Work can be submitted only on a funded milestone that is not waiting for an answer.',
    );
    expect((await submitForm(c.client, c, c.ids[0]!, form)).statusCode).toBe(403);
    expect((await submitForm(stranger, c, c.ids[0]!, form)).statusCode).toBe(404);
    expect((await submitForm(null, c, c.ids[0]!, form)).statusCode).toBe(401);
    expect(storedFiles()).toBe(before);
    expect(await submissionsOf(c.ids[0]!)).toHaveLength(0);
    expect(await submissionsOf(c.ids[1]!)).toHaveLength(0);
  });

  it('two submissions at once: one lands with its files, the other is refused and its files are removed', async () => {
    const c = await milestoneContract(t);
    const before = storedFiles();
    const [a, b] = await Promise.all([
      submitForm(c.freelancer, c, c.ids[0]!, { message: 'A', files: [pdfFile('a.pdf'), pdfFile('a2.pdf')] }),
      submitForm(c.freelancer, c, c.ids[0]!, { message: 'B', files: pdfFile('b.pdf') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [landed] = await submissionsOf(c.ids[0]!).then((rows) => rows.map((r) => r.files.length));
    expect(storedFiles() - before).toBe(landed);
    expect((await milestoneAs(c.client, c, 0)).files).toHaveLength(landed!);
    await expectLedgerBalanced(t);
  });
});
