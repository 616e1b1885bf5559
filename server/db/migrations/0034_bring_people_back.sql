-- Issue 35: favourites (named lists of gigs and freelancers).
CREATE TABLE "lists" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lists_owner_created_idx" ON "lists" ("owner_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "list_items" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "list_id" uuid NOT NULL REFERENCES "lists"("id") ON DELETE CASCADE,
  "gig_id" uuid REFERENCES "gigs"("id") ON DELETE CASCADE,
  "freelancer_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "list_items_one_target" CHECK (("gig_id" IS NULL) <> ("freelancer_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_list_gig_key" ON "list_items" ("list_id", "gig_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "list_items_list_freelancer_key" ON "list_items" ("list_id", "freelancer_id");
--> statement-breakpoint
CREATE INDEX "list_items_list_created_idx" ON "list_items" ("list_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "list_items_gig_idx" ON "list_items" ("gig_id");
--> statement-breakpoint
CREATE INDEX "list_items_freelancer_idx" ON "list_items" ("freelancer_id");
--> statement-breakpoint
-- Invitations to a job post.
CREATE TABLE "invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
  "client_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "freelancer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "message" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "declined_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invitations_status_check" CHECK ("status" IN ('pending', 'declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_post_freelancer_key" ON "invitations" ("post_id", "freelancer_id");
--> statement-breakpoint
CREATE INDEX "invitations_post_created_idx" ON "invitations" ("post_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "invitations_client_created_idx" ON "invitations" ("client_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "invitations_freelancer_created_idx" ON "invitations" ("freelancer_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- Saved searches, their alerts and the daily digest.
CREATE TABLE "saved_searches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "name" text NOT NULL,
  "query" text DEFAULT '' NOT NULL,
  "filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "alert" text DEFAULT 'off' NOT NULL,
  "anchors" text[] DEFAULT '{}' NOT NULL,
  "required" text[] DEFAULT '{}' NOT NULL,
  "category" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "saved_searches_kind_check" CHECK ("kind" IN ('jobs', 'gigs', 'freelancers')),
  CONSTRAINT "saved_searches_alert_check" CHECK ("alert" IN ('off', 'instant', 'daily'))
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- A new post or gig finds the searches one of whose words begins one of its words: no scan of every saved search.
CREATE INDEX "saved_searches_anchors_idx" ON "saved_searches" USING gin ("anchors") WITH (fastupdate = off) WHERE "alert" <> 'off';
--> statement-breakpoint
-- Searches without words (a gig category and filters): found by their category.
CREATE INDEX "saved_searches_wordless_idx" ON "saved_searches" ("kind", "category") WHERE "alert" <> 'off' AND "anchors" = '{}';
--> statement-breakpoint
CREATE TABLE "search_alerts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "target_type" text NOT NULL,
  "target_id" uuid NOT NULL,
  "search_name" text NOT NULL,
  "mode" text NOT NULL,
  "digested_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_user_target_key" ON "search_alerts" ("user_id", "target_type", "target_id");
--> statement-breakpoint
CREATE INDEX "search_alerts_pending_idx" ON "search_alerts" ("user_id", "created_at") WHERE "mode" = 'daily' AND "digested_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "search_digests" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The key that signs one-click unsubscribe links (RFC 8058).
CREATE TABLE "unsubscribe_keys" (
  "name" text PRIMARY KEY NOT NULL,
  "secret" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
