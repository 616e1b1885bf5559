-- Issue 34: a milestone's release is paid to the seller's connected account by its own Stripe
-- Transfer. stripe_transfers was keyed by its order (one release per order); it now has its own
-- id, one row per one-price order (milestone_id null) and one per milestone.
ALTER TABLE "stripe_transfers" DROP CONSTRAINT "stripe_transfers_pkey";
--> statement-breakpoint
ALTER TABLE "stripe_transfers" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
ALTER TABLE "stripe_transfers" ADD CONSTRAINT "stripe_transfers_pkey" PRIMARY KEY ("id");
--> statement-breakpoint
ALTER TABLE "stripe_transfers" ADD COLUMN "milestone_id" uuid REFERENCES "order_milestones"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_transfers_order_key" ON "stripe_transfers" USING btree ("order_id") WHERE "stripe_transfers"."milestone_id" IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_transfers_milestone_key" ON "stripe_transfers" USING btree ("milestone_id");
--> statement-breakpoint
-- transfer.reversed finds its row by Stripe's transfer id; the sweep reads the rows still waiting.
CREATE UNIQUE INDEX "stripe_transfers_transfer_key" ON "stripe_transfers" USING btree ("transfer_id");
--> statement-breakpoint
CREATE INDEX "stripe_transfers_waiting_idx" ON "stripe_transfers" USING btree ("created_at","id") WHERE "stripe_transfers"."transfer_id" IS NULL;
