-- A retried POST /payouts/withdraw (same Idempotency-Key header) must not pay twice: the key is
-- kept on the payout it made, one payout per seller and key.
ALTER TABLE "payouts" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" ("seller_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
