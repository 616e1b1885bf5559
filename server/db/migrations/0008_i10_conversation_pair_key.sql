-- Conversations are keyed by SPEC.md section 3's pair key (freelancer id then client id), so the
-- original web client's lookups work. Existing rows move to the new key; messages follow by the
-- ON UPDATE CASCADE key, and bell notifications linking to a thread are rewritten first.
ALTER TABLE "messages" DROP CONSTRAINT "messages_conversation_id_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
UPDATE "notifications" SET "link" = '/message/' || c."freelancer_id"::text || c."client_id"::text FROM "conversations" c WHERE "notifications"."link" = '/message/' || c."id";--> statement-breakpoint
UPDATE "conversations" SET "id" = "freelancer_id"::text || "client_id"::text WHERE "id" <> "freelancer_id"::text || "client_id"::text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_id_is_pair_key" CHECK ("conversations"."id" = "conversations"."freelancer_id"::text || "conversations"."client_id"::text);