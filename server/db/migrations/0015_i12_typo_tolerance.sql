-- Typo tolerance: when a search finds nothing, titles and freelancer names that hold a word
-- close to what was typed ("kubernets", "Jhon") are offered instead (pg_trgm word similarity,
-- server/modules/search/typos.ts). Trigram indexes over the lower-cased text answer it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin (lower("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_freelancer_name_trgm_idx" ON "users" USING gin (lower("full_name") gin_trgm_ops) WHERE "is_client" = false;
