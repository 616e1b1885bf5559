import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../server/db/schema';
import { as, createTestApp, signUp, type TestApp, type TestUser, UNKNOWN_ID } from '../support/test-app';
import { pngFile, textFile } from '../support/multipart';
import { applyTo, createPost } from '../support/posts';

let t: TestApp;
let client: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  client = await signUp(t.app, { role: 'client' });
});
afterAll(() => t.close());

const attachmentFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads/private/attachments'));
  } catch {
    return [];
  }
};
const myApplications = async (user: TestUser) =>
  (await as(t.app, user)({ method: 'GET', url: '/api/v1/applications/myapplications' })).json().data;

describe('POST /applications/createapplication/{postId}', () => {
  it('stores the application with its private attachment and notifies the post owner', async () => {
    const freelancer = await signUp(t.app, {
      role: 'freelancer',
      fullName: 'Fiona Freelancer',
      profession: 'Video Editor',
    });
    const post = await createPost(t.app, client, { title: 'Edit my video', budget: '50-100' });
    const res = await applyTo(t.app, freelancer, post._id, {
      coverLetter: '  I edit videos every day.  ',
      postId: post._id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Application submitted successfully');
    const application = res.json().data;
    expect(application).toMatchObject({
      coverLetter: 'I edit videos every day.',
      isCompleted: false,
      userId: {
        _id: freelancer.id,
        fullName: 'Fiona Freelancer',
        avatar: null,
        isVerified: false,
        profession: 'Video Editor',
        email: freelancer.email,
      },
      postId: { _id: post._id, title: 'Edit my video', description: post.description, budget: '50-100' },
    });
    expect(application.attachment).toBe(`/api/v1/applications/${application._id}/attachment`);
    expect(attachmentFiles().some((f) => f.endsWith('.png'))).toBe(true);
    expect(readdirSync(path.join(t.dataDir, 'uploads')).sort()).toEqual(['private']);

    const sent = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'application.created',
        link: '/applications',
        text: 'Fiona Freelancer applied to your post Edit my video',
      }),
    ]);
  });

  it('accepts a JPEG, checked by its bytes whatever its name', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const res = await applyTo(t.app, freelancer, post._id, {
      attachment: { filename: 'cv.txt', contentType: 'text/plain', data: jpeg },
    });
    expect(res.statusCode).toBe(201);
    const file = await as(t.app, freelancer)({ method: 'GET', url: res.json().data.attachment });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('lets the path decide when the body postId is the text undefined or not an id, as the original client sends it', async () => {
    const post = await createPost(t.app, client);
    for (const postId of ['undefined', 'not-an-id', '']) {
      const freelancer = await signUp(t.app, { role: 'freelancer' });
      const res = await applyTo(t.app, freelancer, post._id, { postId });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.postId._id).toBe(post._id);
    }
  });

  it('answers 409 to a second application to the same post, even when both race', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const results = await Promise.all([
      applyTo(t.app, freelancer, post._id),
      applyTo(t.app, freelancer, post._id),
      applyTo(t.app, freelancer, post._id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe('You have already applied to this post');
    const again = await applyTo(t.app, freelancer, post._id);
    expect(again.statusCode).toBe(409);
    expect(await myApplications(freelancer)).toHaveLength(1);
  });

  it('answers 415 for a file that is not a jpg, png or pdf (by its bytes) and 413 for a file over the limit', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const before = attachmentFiles().length;
    const fake = await applyTo(t.app, freelancer, post._id, { attachment: textFile('cv.png') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('attachment: must be a jpg, png or pdf file');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect(
      (
        await applyTo(t.app, freelancer, post._id, {
          attachment: { filename: 'a.webp', contentType: 'image/webp', data: webp },
        })
      ).statusCode,
    ).toBe(415);
    const huge = await pngFile(10, 10);
    huge.data = Buffer.concat([huge.data, Buffer.alloc(6 * 1024 * 1024)]);
    expect((await applyTo(t.app, freelancer, post._id, { attachment: huge })).statusCode).toBe(413);
    expect(attachmentFiles().length).toBe(before);
    expect(await myApplications(freelancer)).toEqual([]);
  });

  it('answers 400 naming the field for a missing cover letter, attachment or a mismatched postId', async () => {
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    const post = await createPost(t.app, client);
    const cases: [Parameters<typeof applyTo>[3], string][] = [
      [{ coverLetter: '   ' }, 'coverLetter: Cover letter is required'],
      [{ attachment: null }, 'attachment: choose a jpg, png or pdf file'],
      [{ postId: UNKNOWN_ID }, 'postId: does not match the post being applied to'],
    ];
    for (const [fields, message] of cases) {
      const res = await applyTo(t.app, freelancer, post._id, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await myApplications(freelancer)).toEqual([]);
  });

  it('answers 403 to a client, 401 to a guest, 404 for an unknown post and 400 for a malformed id', async () => {
    const post = await createPost(t.app, client);
    const other = await signUp(t.app, { role: 'client' });
    const byClient = await applyTo(t.app, other, post._id);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe('Only freelancers can apply to posts');
    expect((await applyTo(t.app, null, post._id)).statusCode).toBe(401);
    const freelancer = await signUp(t.app, { role: 'freelancer' });
    expect((await applyTo(t.app, freelancer, UNKNOWN_ID)).json()).toMatchObject({
      statusCode: 404,
      message: 'Post not found',
    });
    expect((await applyTo(t.app, freelancer, 'not-an-id')).statusCode).toBe(400);
  });
});
