import { z } from 'zod';
import { envelopeSchema, pageQuery, pageSchema } from './common';
import { registerSchema } from './users';

/**
 * `npm run admin -- create`: an administrator's name, e-mail and password, under the very
 * rules of sign-up (the one statement of them), so an admin password is never weaker.
 */
export const adminAccountSchema = registerSchema.pick({ fullName: true, email: true, password: true });
export type AdminAccountInput = z.input<typeof adminAccountSchema>;

/** A party of an order as the console shows it: whether their account is suspended. */
const orderPartySchema = z.object({ id: z.string(), fullName: z.string(), suspended: z.boolean() });

/** An open order one of whose parties is suspended: the admin decides what becomes of it. */
export const adminOrderSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  priceCents: z.number(),
  createdAt: z.string(),
  /** Null once that party deleted their account. */
  buyer: orderPartySchema.nullable(),
  seller: orderPartySchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One day of the 30-day chart (UTC): orders paid that day and the money their buyers paid. */
export const dailyActivitySchema = z.object({ date: z.string(), orders: z.number(), volumeCents: z.number() });
export type DailyActivity = z.infer<typeof dailyActivitySchema>;

/** GET /admin/overview. */
export const adminOverviewSchema = z.object({
  openReports: z.number(),
  disputes: z.object({ open: z.number(), escalated: z.number() }),
  /** Created in the last 24 hours; orders: paid in the last 24 hours. */
  last24h: z.object({ users: z.number(), posts: z.number(), gigs: z.number(), orders: z.number() }),
  /** What buyers paid over the last 30 days (the ledger's charges), in cents. */
  paymentVolume30dCents: z.number(),
  /** The last 30 days, oldest first, today last; days without orders count 0. */
  daily: z.array(dailyActivitySchema),
  /** Open orders of suspended accounts: the newest few, and how many there are. */
  suspendedOpenOrders: z.object({ total: z.number(), items: z.array(adminOrderSchema) }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponse = envelopeSchema(adminOverviewSchema);

/** The console's user search box: a part of a name, e-mail or username (any case). */
export const adminUserSearchSchema = z.object({ query: z.string().trim().max(100, 'Search at most 100 characters') });
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** GET /admin/users: the search (none lists everyone), newest first. */
export const adminUsersQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  query: adminUserSearchSchema.shape.query.optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(['client', 'freelancer']),
  isAdmin: z.boolean(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);

/** One line of the append-only audit log; actor null: Workify itself (the command line, a settlement). */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The target's name as it is now (an account's full name, a gig's or post's title); null when gone or nameless. */
  targetLabel: z.string().nullable(),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
const auditDay = z
  .string()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
    'must be a date (YYYY-MM-DD)',
  );
const blankIsNone = (v: string | undefined) => v || undefined;

/**
 * GET /admin/audit: newest first, a keyset page at a time, narrowed by the action (its stored
 * name), the actor (part of the name; `Workify` finds the system's lines) and days (UTC, both
 * inclusive).
 */
export const auditQuery = pageQuery
  .extend({
    limit: z.coerce.number().int().min(1).max(100).default(30),
    action: z.string().trim().max(60, 'must be at most 60 characters').optional().transform(blankIsNone),
    actor: z.string().trim().max(100, 'must be at most 100 characters').optional().transform(blankIsNone),
    from: z.string().optional().transform(blankIsNone).pipe(auditDay.optional()),
    to: z.string().optional().transform(blankIsNone).pipe(auditDay.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must be on or after the start date' });
export type AuditQuery = z.input<typeof auditQuery>;
