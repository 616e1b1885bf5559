-- Issue 34: work submitted on a milestone carries files, like a delivery. Each submission is kept
-- (message, files, time); the order answers the last one's files to the contract's parties.
CREATE TABLE "milestone_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL REFERENCES "order_milestones"("id"),
	"order_id" uuid NOT NULL REFERENCES "orders"("id"),
	"message" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "milestone_submissions_milestone_idx" ON "milestone_submissions" USING btree ("milestone_id","created_at");
--> statement-breakpoint
-- The submissions before this one kept only their message: each becomes a submission without files.
INSERT INTO "milestone_submissions" ("milestone_id", "order_id", "message", "created_at")
SELECT "id", "order_id", "submission", "submitted_at" FROM "order_milestones"
WHERE "submission" IS NOT NULL AND "submitted_at" IS NOT NULL;
