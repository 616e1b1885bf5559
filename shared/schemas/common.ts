import { z } from 'zod';

export const EMAIL_MESSAGE = 'Email address must be a valid address';
// The "basic address pattern" of SPEC.md section 5: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.string(EMAIL_MESSAGE).trim().toLowerCase().max(254, 'Email is too long').regex(EMAIL_PATTERN, EMAIL_MESSAGE);

export const idParam = z.object({ id: z.uuid('must be a valid id') });

/** Query of every list that grows: a page size and an opaque cursor from meta.nextCursor. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * A bare list the original client reads without asking for a size (conversations, a thread):
 * the largest page by default, so it sees what it expects; our web app asks for smaller pages.
 */
export const barePageQuery = pageQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(100) });

/** Multipart sends booleans as text. */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/** The answer envelope every JSON call shares. */
export interface ApiEnvelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
  meta?: { nextCursor: string | null; count?: number; countCapped?: boolean };
}

// Defined in the zod-free constants so the web app's fetch helper does not pull zod into the first page load.
export { NEXT_CURSOR_HEADER } from '../constants';

/** The envelope as a response schema, so OpenAPI shows it and serialisation keeps only named fields. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.number(), data, message: z.string(), success: z.boolean() });
