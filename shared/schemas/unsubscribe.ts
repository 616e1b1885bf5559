import { z } from 'zod';

/** The mails that are not strictly transactional, each switched off on its own by its one-click link. */
export const UNSUBSCRIBE_KINDS = ['invitation.received', 'search.digest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** The signed link's query: whose mail, which kind, and the signature (`token`, which logs redact). */
export const unsubscribeQuery = z.object({
  user: z.uuid('must be a valid id'),
  kind: z.enum(UNSUBSCRIBE_KINDS, `must be one of ${UNSUBSCRIBE_KINDS.join(', ')}`),
  token: z.string('is required').min(1, 'is required').max(200, 'is too long'),
});

export const unsubscribeResultSchema = z.object({ kind: z.enum(UNSUBSCRIBE_KINDS), unsubscribed: z.boolean() });
