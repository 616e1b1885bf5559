-- Issue 23, the resolution center: the order timeline's dispute events (shared/machines/orders.ts
-- ORDER_EVENT_KINDS), and at most one pending proposal per dispute (a new one supersedes it).
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" IN ('paid', 'requirements', 'delivered', 'revision', 'disputed', 'dispute_withdrawn', 'dispute_resolved', 'completed', 'auto_completed', 'cancelled', 'refunded', 'buyer_rated'));
--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_proposals_pending_key" ON "dispute_proposals" ("dispute_id") WHERE "status" = 'pending';
