-- Issue 22: the money ledger (append-only, double-entry), payouts, payout accounts, and
-- orders that outlive the accounts of their buyer and seller.
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('charge', 'release', 'clear', 'refund', 'payout', 'payout_paid', 'payout_failed', 'transfer_reversed')),
	"idempotency_key" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id"),
	"payout_id" uuid,
	"seller_id" uuid,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" >= 0),
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key" ON "ledger_transactions" ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_seller_idx" ON "ledger_transactions" ("seller_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" ("order_id");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL REFERENCES "ledger_transactions"("id"),
	"account" text NOT NULL CHECK ("account" IN ('card_payments', 'escrow', 'seller_pending', 'seller_available', 'payouts_in_transit', 'seller_paid_out', 'buyer_refunds', 'platform_fees', 'transfer_reversals')),
	"user_id" uuid,
	"order_id" uuid REFERENCES "orders"("id"),
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_account_idx" ON "ledger_entries" ("user_id", "account");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" ("order_id", "account");--> statement-breakpoint
-- Every transaction sums to zero per currency, checked when the database transaction commits
-- (a deferred constraint trigger), so the entries of one movement can be written one by one.
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id" GROUP BY "currency" HAVING sum("amount_cents") <> 0) THEN
		RAISE EXCEPTION 'ledger transaction % does not balance', NEW."transaction_id" USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();--> statement-breakpoint
-- Past money movements are never edited or removed: a correction is a new transaction.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Released money waiting for PAYOUT_CLEARING_DAYS: a work queue the clearing sweep empties.
CREATE TABLE "ledger_clearings" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"seller_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_clearings_due_idx" ON "ledger_clearings" ("available_at");--> statement-breakpoint
-- One row per seller: their payout destination, and the row a withdrawal locks.
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"account_holder" text,
	"account_number" text,
	"stripe_account_id" text,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_stripe_key" ON "payout_accounts" ("stripe_account_id");--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'paid', 'failed')),
	"destination" text NOT NULL,
	"provider_payout_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" ("seller_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_key" ON "payouts" ("provider_payout_id");--> statement-breakpoint
-- Stripe Connect: the Transfer made for an order's release (one per order).
CREATE TABLE "stripe_transfers" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id"),
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
-- Orders are money records: they outlive the accounts of their buyer and seller.
ALTER TABLE "orders" DROP CONSTRAINT "orders_buyer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_seller_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Orders paid before the ledger existed get the entries their state implies (fee 0), so
-- ledger:check holds from the first day: paid -> charge; completed -> release (clearing
-- PAYOUT_CLEARING_DAYS' default of 7 days after completion); cancelled after payment -> refund.
CREATE TEMP TABLE "ledger_backfill" AS
	SELECT o."id", o."seller_id", o."buyer_id", o."price"::bigint * 100 AS "cents", o."status", coalesce(o."paid_at", o."created_at") AS "paid_at",
	       coalesce(o."completed_at", o."paid_at", o."created_at") AS "completed_at", coalesce(o."cancelled_at", o."created_at") AS "cancelled_at"
	FROM "orders" o WHERE o."paid_at" IS NOT NULL AND o."status" IN ('in_progress', 'delivered', 'revision', 'completed', 'cancelled');
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("kind", "idempotency_key", "order_id", "seller_id", "amount_cents", "currency", "created_at")
	SELECT 'charge', 'charge:' || "id", "id", "seller_id", "cents", 'usd', "paid_at" FROM "ledger_backfill"
	UNION ALL SELECT 'release', 'release:' || "id", "id", "seller_id", "cents", 'usd', "completed_at" FROM "ledger_backfill" WHERE "status" = 'completed'
	UNION ALL SELECT 'refund', 'refund:' || "id", "id", "seller_id", "cents", 'usd', "cancelled_at" FROM "ledger_backfill" WHERE "status" = 'cancelled';
--> statement-breakpoint
INSERT INTO "ledger_entries" ("transaction_id", "account", "user_id", "order_id", "amount_cents", "currency", "created_at")
	SELECT t."id", e."account", e."user_id", t."order_id", e."amount", 'usd', t."created_at"
	FROM "ledger_transactions" t JOIN "ledger_backfill" b ON b."id" = t."order_id"
	CROSS JOIN LATERAL (VALUES
		('card_payments', b."buyer_id", -t."amount_cents", 'charge'), ('escrow', b."seller_id", t."amount_cents", 'charge'),
		('escrow', b."seller_id", -t."amount_cents", 'release'), ('seller_pending', b."seller_id", t."amount_cents", 'release'),
		('escrow', b."seller_id", -t."amount_cents", 'refund'), ('buyer_refunds', b."buyer_id", t."amount_cents", 'refund')
	) AS e("account", "user_id", "amount", "kind")
	WHERE e."kind" = t."kind";
--> statement-breakpoint
INSERT INTO "ledger_clearings" ("order_id", "seller_id", "amount_cents", "currency", "available_at")
	SELECT "id", "seller_id", "cents", 'usd', "completed_at" + interval '7 days' FROM "ledger_backfill" WHERE "status" = 'completed';
--> statement-breakpoint
DROP TABLE "ledger_backfill";
