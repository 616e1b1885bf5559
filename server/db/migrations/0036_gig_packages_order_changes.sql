-- Issue 34: gig packages (Basic is the gig's single price, delivery time, revisions and features;
-- Standard and Premium are stored beside it) and paid extras; an order records the package and
-- the extras it was bought with (its price is their exact sum, in whole dollars).
ALTER TABLE "gigs" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_check" CHECK ("orders"."package" IS NULL OR "orders"."package" IN ('basic', 'standard', 'premium'));
--> statement-breakpoint
-- Order changes by agreement: the one request waiting for the other party's answer.
ALTER TABLE "orders" ADD COLUMN "change_kind" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_by" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_days" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_change_check" CHECK ("orders"."change_kind" IS NULL OR ("orders"."change_kind" IN ('extension', 'cancellation') AND "orders"."change_by" IN ('buyer', 'seller') AND "orders"."change_at" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "orders_change_idx" ON "orders" USING btree ("change_at") WHERE "orders"."change_kind" = 'cancellation';
--> statement-breakpoint
-- The timeline's new event kinds (shared/machines/orders.ts ORDER_EVENT_KINDS), as 0017 states them.
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("kind" IN ('paid', 'requirements', 'delivered', 'revision', 'disputed', 'dispute_withdrawn', 'dispute_resolved', 'completed', 'auto_completed', 'cancelled', 'refunded', 'buyer_rated', 'extension_asked', 'extension_accepted', 'extension_declined', 'cancel_asked', 'cancel_declined', 'cancel_expired'));
--> statement-breakpoint
-- Requirement questions: the gig's, and the order's copy with the buyer's answers.
ALTER TABLE "gigs" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;
