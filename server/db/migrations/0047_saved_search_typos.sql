-- Issue 35: a saved search whose words found nothing when saved listed the typo tier's close
-- matches ("desinger" listed designers); its alerts follow the same rule. Its loosely matched
-- words, found by a trigram index from a new listing's title words (server/modules/saved-searches/alerts.ts).
ALTER TABLE "saved_searches" ADD COLUMN "typo_text" text;
--> statement-breakpoint
CREATE INDEX "saved_searches_typo_idx" ON "saved_searches" USING gin ("typo_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "alert" <> 'off' AND "typo_text" IS NOT NULL;
