-- Issue 30 (findings 4 and 5): what one party needs no longer goes when the other leaves.
-- A review outlives its gig: deleting the gig deleted its reviews (ON DELETE CASCADE), so a
-- seller could erase bad reviews and the buyer could review the same order again.
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_gig_id_gigs_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "gigs"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- A conversation outlives the account of either party, as disputes do (0028): the other keeps
-- the thread, their own messages and the offers in it; the leaver shows as "Deleted user".
-- The pair-key CHECK holds (a NULL party leaves it unknown, which a CHECK accepts).
ALTER TABLE "conversations" ALTER COLUMN "client_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "freelancer_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_freelancer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- An offer is the record of a deal for both parties: it stays when either leaves.
ALTER TABLE "offers" ALTER COLUMN "client_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "freelancer_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "sender_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_client_id_fkey";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_freelancer_id_fkey";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_freelancer_id_fkey" FOREIGN KEY ("freelancer_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_sender_id_fkey";
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- An open report stays in the queue when its reporter leaves (the queue shows "Deleted user").
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reporter_id_fkey";
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL;
