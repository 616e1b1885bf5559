-- Issue 23, the admin console's reads (server/modules/admin/queries.ts), each an index walk
-- rather than a scan of a table that grows with the marketplace.

-- New accounts in the last 24 hours, and the console's user list, newest first (keyset).
CREATE INDEX "users_created_idx" ON "users" ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
-- The console's user search: a part of the name, e-mail or username, any role.
CREATE INDEX "users_admin_search_trgm_idx" ON "users" USING gin (lower("full_name" || ' ' || "email" || ' ' || "username") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The few suspended accounts, whose open orders the overview lists.
CREATE INDEX "users_suspended_idx" ON "users" ("suspended_at" DESC) WHERE "suspended_at" IS NOT NULL;
--> statement-breakpoint
-- Payment volume and paid orders per day: the ledger's charges by time.
CREATE INDEX "ledger_transactions_kind_created_idx" ON "ledger_transactions" ("kind", "created_at");
