-- Issue 34: a dispute on one milestone of a contract. The dispute names its milestone; a partial
-- refund settles the milestone as 'settled', with the cents refunded to the client kept on it
-- (the rest was released to the freelancer).
ALTER TABLE "disputes" ADD COLUMN "milestone_id" uuid REFERENCES "order_milestones"("id");
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD COLUMN "refunded_cents" integer;
--> statement-breakpoint
ALTER TABLE "order_milestones" DROP CONSTRAINT "order_milestones_status_check";
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_status_check" CHECK ("order_milestones"."status" IN ('proposed', 'pending', 'funded', 'submitted', 'changes_requested', 'approved', 'declined', 'refunded', 'cancelled', 'settled'));
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_refunded_check" CHECK (("order_milestones"."status" = 'settled') = ("order_milestones"."refunded_cents" IS NOT NULL) AND ("order_milestones"."refunded_cents" IS NULL OR ("order_milestones"."refunded_cents" > 0 AND "order_milestones"."refunded_cents" < "order_milestones"."amount_cents")));
