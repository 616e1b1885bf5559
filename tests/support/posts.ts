import type { FastifyInstance } from 'fastify';
import type { Post } from '@shared/schemas/posts';
import type { Application } from '@shared/schemas/applications';
import { multipart, pngFile, type FilePart } from './multipart';
import { as, type TestUser } from './test-app';

export const validPost = {
  title: 'Build a landing page',
  description: 'A responsive landing page for our product launch.',
  budget: '100-200',
  category: 'Web Development',
  tags: 'React, Tailwind',
};

/** Creates a post over the API as the given client and returns it. */
export async function createPost(
  app: FastifyInstance,
  client: TestUser,
  overrides: Partial<Record<keyof typeof validPost, unknown>> = {},
): Promise<Post> {
  const res = await as(
    app,
    client,
  )({ method: 'POST', url: '/api/v1/posts/createpost', payload: { ...validPost, ...overrides } });
  if (res.statusCode !== 201) throw new Error(`createpost failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Applies to a post as the given freelancer (with a PNG unless told otherwise). */
export async function applyTo(
  app: FastifyInstance,
  freelancer: TestUser | null,
  postId: string,
  fields: { coverLetter?: string; attachment?: FilePart | null; postId?: string } = {},
) {
  const attachment = fields.attachment === null ? undefined : (fields.attachment ?? (await pngFile(32, 32, 'cv.png')));
  return as(
    app,
    freelancer,
  )({
    method: 'POST',
    url: `/api/v1/applications/createapplication/${postId}`,
    ...multipart({
      coverLetter: fields.coverLetter ?? 'I would love to build this.',
      postId: fields.postId,
      attachment,
    }),
  });
}

export async function createApplication(
  app: FastifyInstance,
  freelancer: TestUser,
  postId: string,
): Promise<Application> {
  const res = await applyTo(app, freelancer, postId);
  if (res.statusCode !== 201) throw new Error(`createapplication failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
