import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** The admin who acted; null for Workify itself (e.g. a settlement the parties agreed). */
  actor: { id: string; fullName: string } | null;
  /** What was done, a verb phrase in snake case: 'user.suspend', 'dispute.decide', … */
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  /** What the action changed, e.g. { refundCents, releasedCents } for a dispute decision. */
  details?: Record<string, unknown>;
}

/**
 * Writes one line of the append-only audit log. Call it inside the transaction that makes the
 * change, so the line exists exactly when the change does.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.fullName ?? 'Workify',
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details ?? {},
  });
}
