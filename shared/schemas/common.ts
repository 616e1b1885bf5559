import { z } from 'zod';

export const EMAIL_MESSAGE = 'Email address must be a valid address';
// The "basic address pattern" of SPEC.md section 5: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string(EMAIL_MESSAGE)
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .regex(EMAIL_PATTERN, EMAIL_MESSAGE);

const UUID_TEXT = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An id as cursors carry it: the one UUID pattern outside zod's z.uuid() (which checks bodies and paths). */
export const UUID_PATTERN = new RegExp(`^${UUID_TEXT}$`, 'i');
/** Two ids one after the other: a conversation key (shared/schemas/conversations.ts). */
export const TWO_UUIDS_PATTERN = new RegExp(`^${UUID_TEXT}${UUID_TEXT}$`, 'i');

export const idParam = z.object({ id: z.uuid('must be a valid id') });

/**
 * A JSON number, or the decimal text a form field holds ("250", " 12 ", "-3", "2.5"), read as a
 * number; anything else (true, [7], "0x10", "1e3", "") stays as it is and fails the number
 * check, where z.coerce would have made $1, $7 and $16 of them.
 */
export const numberOrDecimalText = (value: unknown): unknown =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;

/**
 * Body of the test-only sweep hooks (ORDER_TEST_HOOKS): a moved clock and the orders the jump
 * is for, so a browser test's sweep leaves the orders of tests running beside it alone.
 */
export const testClockJump = z.object({
  now: z.iso.datetime(),
  orderIds: z.array(z.uuid('must be a valid id')).min(1).max(50),
});

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
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

// Defined in the zod-free constants so the web app's fetch helper does not pull zod into the first page load.
export { NEXT_CURSOR_HEADER } from '../constants';

/** A paged list's cursor of the next page (null on the last page). */
/** Searches also say on their first page how many match (at most a cap: countCapped). */
export const pageMetaSchema = z.object({
  nextCursor: z.string().nullable(),
  count: z.number().optional(),
  countCapped: z.boolean().optional(),
});

const envelopeFields = { statusCode: z.number(), message: z.string(), success: z.boolean() };
/** What every JSON answer of the envelope is, whatever its data. */
export const envelopeBaseSchema = z.object({ ...envelopeFields, meta: pageMetaSchema.optional() });

/** The answer envelope every JSON call shares (DESIGN.md "The API contract"): the one type of it. */
export type ApiEnvelope<T> = z.infer<typeof envelopeBaseSchema> & { data: T };

/** The envelope as a response schema, so OpenAPI shows it and serialisation keeps only named fields. */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ ...envelopeFields, data });

/** A page of a list in the envelope: the items in data, the next cursor in meta.nextCursor. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ ...envelopeFields, data: z.array(item), meta: pageMetaSchema });

/** An answer whose data is null (deletions, sent mails): only the message says what happened. */
export const messageOnlySchema = envelopeSchema(z.null());

/** GET /notifications/unread-count, GET /conversations/unread-count, PUT /notifications/read-all. */
export const countSchema = z.object({ count: z.number() });

/** A deletion that names what it removed. */
export const deletedSchema = z.object({ _id: z.string() });
