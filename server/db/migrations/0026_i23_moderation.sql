-- Issue 23, moderation: the admin's Hidden content screen reads each table's hidden rows, newest
-- first, a page at a time. Each list is tiny next to its table, so each gets a small partial index
-- (the public lists keep walking their own indexes and test hidden_at on each row, as paused_at).
-- Gigs and posts hidden with their owner's suspension are listed with the account, not here.
CREATE INDEX "gigs_hidden_idx" ON "gigs" ("hidden_at" DESC, "id" DESC) WHERE "hidden_cause" = 'admin';
--> statement-breakpoint
CREATE INDEX "posts_hidden_idx" ON "posts" ("hidden_at" DESC, "id" DESC) WHERE "hidden_cause" = 'admin';
--> statement-breakpoint
CREATE INDEX "users_hidden_idx" ON "users" ("hidden_at" DESC, "id" DESC) WHERE "hidden_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "messages_hidden_idx" ON "messages" ("hidden_at" DESC, "id" DESC) WHERE "hidden_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" ("hidden_at" DESC, "id" DESC) WHERE "hidden_at" IS NOT NULL;
--> statement-breakpoint
-- The queue's history (dismissed, actioned): one decision covers every open report of a target at
-- once (they share resolved_at), newest decision first.
CREATE INDEX "reports_resolved_idx" ON "reports" ("status", "resolved_at" DESC, "target_id" DESC, "target_type") WHERE "status" <> 'open';
