-- Issue 23: operators, reports, hidden content, blocks and disputes. One data model the admin
-- console, moderation and the resolution center share; each module adds its own later columns.

-- The admin role: set only by `npm run admin` (no sign-up or profile route writes it).
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A suspended account cannot sign in and its sessions are deleted (the session trigger tells every instance).
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;
--> statement-breakpoint
-- Hidden content: out of every list, search and detail for all but its owner and admins.
-- hidden_cause: 'admin' (a moderation decision) or 'suspension' (the owner's account was suspended;
-- lifting the suspension restores exactly these).
ALTER TABLE "users" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "hidden_cause" text CHECK ("hidden_cause" IN ('admin', 'suspension'));
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "hidden_cause" text CHECK ("hidden_cause" IN ('admin', 'suspension'));
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint

-- Every admin action and every money movement an admin decides. Append-only: the trigger below
-- refuses UPDATE and DELETE. No foreign keys, so deleting an account keeps its history.
CREATE TABLE "audit_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "actor_id" uuid,
  "actor_name" text NOT NULL,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" text NOT NULL,
  "reason" text NOT NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" ("target_type", "target_id", "created_at" DESC);
--> statement-breakpoint
CREATE FUNCTION workify_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION workify_append_only();
--> statement-breakpoint

-- A user's report of a gig, post, profile, message or review.
CREATE TABLE "reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "target_type" text NOT NULL CHECK ("target_type" IN ('gig', 'post', 'user', 'message', 'review')),
  "target_id" uuid NOT NULL,
  -- The account the target belongs to (the one a 'suspend' resolution suspends).
  "target_owner_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text NOT NULL CHECK ("reason" IN ('spam', 'fraud', 'off_platform', 'offensive', 'intellectual_property', 'other')),
  "details" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'dismissed', 'actioned')),
  "resolution" text CHECK ("resolution" IN ('dismiss', 'hide', 'suspend')),
  "resolution_reason" text,
  "resolved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "resolved_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One open report per reporter and target.
CREATE UNIQUE INDEX "reports_open_key" ON "reports" ("reporter_id", "target_type", "target_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" ("status", "target_type", "target_id", "created_at");
--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" ("reporter_id", "created_at" DESC);
--> statement-breakpoint

-- blocker no longer exchanges messages or offers with blocked, in either direction.
CREATE TABLE "user_blocks" (
  "blocker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "blocked_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("blocker_id", "blocked_id"),
  CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" ("blocked_id");
--> statement-breakpoint

-- The resolution center: a dispute on one order, at most one open (or escalated) at a time.
CREATE TABLE "disputes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "opened_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "details" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'escalated', 'settled', 'withdrawn', 'decided')),
  -- The order's status when the dispute opened: a withdrawal returns the order to it.
  "previous_status" text NOT NULL,
  "outcome" text CHECK ("outcome" IN ('refund', 'release', 'partial')),
  "refund_cents" integer CHECK ("refund_cents" >= 0),
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decision_reason" text,
  "escalated_at" timestamp with time zone,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_active_order_key" ON "disputes" ("order_id") WHERE "status" IN ('open', 'escalated');
--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "disputes_order_idx" ON "disputes" ("order_id", "created_at" DESC);
--> statement-breakpoint
-- The parties' (and admins') messages and evidence: files as private storage keys, like message attachments.
CREATE TABLE "dispute_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "dispute_id" uuid NOT NULL REFERENCES "disputes"("id") ON DELETE CASCADE,
  "author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "body" text DEFAULT '' NOT NULL,
  "files" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dispute_messages_dispute_idx" ON "dispute_messages" ("dispute_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "dispute_proposals" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "dispute_id" uuid NOT NULL REFERENCES "disputes"("id") ON DELETE CASCADE,
  "proposer_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "outcome" text NOT NULL CHECK ("outcome" IN ('refund', 'release', 'partial')),
  "refund_cents" integer NOT NULL CHECK ("refund_cents" >= 0),
  "status" text DEFAULT 'pending' NOT NULL CHECK ("status" IN ('pending', 'accepted', 'superseded', 'void')),
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dispute_proposals_dispute_idx" ON "dispute_proposals" ("dispute_id", "created_at", "id");
