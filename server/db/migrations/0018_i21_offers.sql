-- Issue 21: hiring from a job post. Posts and applications get states, offers become
-- their own table, an order remembers where it came from, reviews can be about an offer order.
ALTER TABLE "posts" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("status" IN ('open', 'hired', 'closed'));--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" IN ('pending', 'shortlisted', 'declined', 'hired'));--> statement-breakpoint
-- The client's Applications screen groups by post: a post's applications, newest first.
CREATE INDEX "applications_post_created_idx" ON "applications" ("post_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"freelancer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"sender_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"application_id" uuid REFERENCES "applications"("id") ON DELETE set null,
	"post_id" uuid REFERENCES "posts"("id") ON DELETE set null,
	"conversation_id" text REFERENCES "conversations"("id") ON DELETE set null ON UPDATE cascade,
	"gig_id" uuid REFERENCES "gigs"("id") ON DELETE set null,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"delivery_days" integer NOT NULL,
	"revisions" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("status" IN ('pending', 'accepted', 'ordered', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "offers_price_check" CHECK ("price" > 0),
	CONSTRAINT "offers_sender_check" CHECK ("sender_id" = "client_id" OR "sender_id" = "freelancer_id")
);--> statement-breakpoint
CREATE INDEX "offers_client_idx" ON "offers" ("client_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "offers_freelancer_idx" ON "offers" ("freelancer_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" ("application_id");--> statement-breakpoint
CREATE INDEX "offers_conversation_idx" ON "offers" ("conversation_id");--> statement-breakpoint
CREATE INDEX "offers_post_idx" ON "offers" ("post_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'gig' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid REFERENCES "offers"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "post_id" uuid REFERENCES "posts"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "application_id" uuid REFERENCES "applications"("id") ON DELETE set null;--> statement-breakpoint
-- One paid order per offer, whatever races the payments run.
CREATE UNIQUE INDEX "orders_offer_paid_key" ON "orders" ("offer_id") WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE set null;--> statement-breakpoint
-- A review is about the freelancer who did the order; an offer order has no gig.
ALTER TABLE "reviews" ALTER COLUMN "gig_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "seller_id" uuid REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
UPDATE "reviews" r SET "seller_id" = g."user_id" FROM "gigs" g WHERE g."id" = r."gig_id";--> statement-breakpoint
DELETE FROM "reviews" WHERE "seller_id" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_seller_created_idx" ON "reviews" ("seller_id", "created_at" DESC, "id" DESC) INCLUDE ("star");--> statement-breakpoint
-- An offer made in a conversation shows in its thread as a card.
ALTER TABLE "messages" ADD COLUMN "offer_id" uuid REFERENCES "offers"("id") ON DELETE cascade;
