-- A dispute outlives the account of the party who opened it, as its messages and proposals do:
-- it was deleted with that account (ON DELETE CASCADE), so the other party and the operators lost
-- the record of a settled or decided dispute. The opener's side is now kept on the dispute; their
-- id goes null when they delete their account.
ALTER TABLE "disputes" ADD COLUMN "opened_by_side" text;
--> statement-breakpoint
UPDATE "disputes" SET "opened_by_side" = CASE WHEN "disputes"."opened_by" = "orders"."seller_id" THEN 'seller' ELSE 'buyer' END FROM "orders" WHERE "orders"."id" = "disputes"."order_id";
--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "opened_by_side" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_side_check" CHECK ("opened_by_side" IN ('buyer', 'seller'));
--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "opened_by" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "disputes" DROP CONSTRAINT "disputes_opened_by_fkey";
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_fkey" FOREIGN KEY ("opened_by") REFERENCES "users"("id") ON DELETE SET NULL;
