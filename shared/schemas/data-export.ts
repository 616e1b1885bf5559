import { z } from 'zod';

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /users/export (issue 32, GDPR): everything Workify holds about the signed-in person, as
 * its tables hold it, without secrets (password hash, two-step secret, session tokens).
 */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  posts: rows,
  applications: rows,
  gigs: rows,
  orders: rows,
  messages: rows,
  reviews: rows,
  ledgerEntries: rows,
  sessions: rows,
  linkedSignIns: rows,
  auditEntries: rows,
});
export type DataExport = z.infer<typeof dataExportSchema>;
