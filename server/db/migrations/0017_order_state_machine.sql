-- The database refuses a status or a timeline event kind the order state machine does not know
-- (shared/machines/orders.ts: ORDER_STATUSES, ORDER_EVENT_KINDS). 'disputed' is known before any
-- transition leads there, so the disputes work adds rows, not a migration. A CHECK rather than an
-- enum type: adding a value later is one statement in a transaction, on PGlite as on PostgreSQL.
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'processing', 'failed', 'in_progress', 'delivered', 'revision', 'completed', 'cancelled', 'disputed'));
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" IN ('paid', 'requirements', 'delivered', 'revision', 'completed', 'auto_completed', 'cancelled', 'refunded', 'buyer_rated'));
