-- Issue 34: milestone contracts. An offer may carry 1 to 20 milestones (its price is their sum);
-- its order then funds, delivers and releases them one at a time (shared/machines/milestones.ts).
ALTER TABLE "offers" ADD COLUMN "milestones" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_in_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text,
	"payment_intent_id" text,
	"funded_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submission" text,
	"changes" text,
	"approved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_milestones_status_check" CHECK ("order_milestones"."status" IN ('proposed', 'pending', 'funded', 'submitted', 'changes_requested', 'approved', 'declined', 'refunded', 'cancelled')),
	CONSTRAINT "order_milestones_amount_check" CHECK ("order_milestones"."amount_cents" > 0 AND "order_milestones"."amount_cents" % 100 = 0),
	CONSTRAINT "order_milestones_proposed_by_check" CHECK ("order_milestones"."proposed_by" IS NULL OR "order_milestones"."proposed_by" IN ('buyer', 'seller'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_milestones_position_key" ON "order_milestones" USING btree ("order_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "order_milestones_intent_key" ON "order_milestones" USING btree ("payment_intent_id");
--> statement-breakpoint
CREATE INDEX "order_milestones_submitted_idx" ON "order_milestones" USING btree ("submitted_at") WHERE "order_milestones"."status" = 'submitted';
--> statement-breakpoint
CREATE TABLE "milestone_payments" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"milestone_id" uuid NOT NULL REFERENCES "order_milestones"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"amount_cents" integer NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "milestone_payments_milestone_idx" ON "milestone_payments" USING btree ("milestone_id");
--> statement-breakpoint
-- The ledger names the milestone whose money moves: a milestone's escrow is its entries' sum.
ALTER TABLE "ledger_transactions" ADD COLUMN "milestone_id" uuid REFERENCES "order_milestones"("id");
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "milestone_id" uuid REFERENCES "order_milestones"("id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_milestone_idx" ON "ledger_entries" USING btree ("milestone_id","account") WHERE "ledger_entries"."milestone_id" IS NOT NULL;
--> statement-breakpoint
-- Each milestone's release clears on its own: one queue row per order, or per milestone.
ALTER TABLE "ledger_clearings" DROP CONSTRAINT "ledger_clearings_pkey";
--> statement-breakpoint
ALTER TABLE "ledger_clearings" ADD COLUMN "milestone_id" uuid REFERENCES "order_milestones"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_clearings_release_key" ON "ledger_clearings" USING btree ("order_id",coalesce("milestone_id", "order_id"));
--> statement-breakpoint
-- The timeline's milestone event kinds (shared/machines/orders.ts ORDER_EVENT_KINDS).
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" IN ('paid', 'requirements', 'delivered', 'revision', 'disputed', 'dispute_withdrawn', 'dispute_resolved', 'completed', 'auto_completed', 'cancelled', 'refunded', 'buyer_rated', 'extension_asked', 'extension_accepted', 'extension_declined', 'cancel_asked', 'cancel_declined', 'cancel_expired', 'milestone_funded', 'milestone_submitted', 'milestone_changes', 'milestone_approved', 'milestone_proposed', 'milestone_accepted', 'milestone_declined', 'milestone_refunded'));
