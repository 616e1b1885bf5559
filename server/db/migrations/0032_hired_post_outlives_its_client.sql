-- Issue 30 (finding 4): a post someone was hired for stays for that freelancer when its client
-- deletes their account (the account deletion removes the client's other posts itself); the
-- client then shows as "Deleted user", as on conversations and offers (0030).
ALTER TABLE "posts" ALTER COLUMN "client_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_client_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "users"("id") ON DELETE SET NULL;
