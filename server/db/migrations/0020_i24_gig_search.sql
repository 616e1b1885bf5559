-- Gig search (server/modules/search/gig-search.ts): the same tiers as posts, title and short
-- title first, then the description too. Stored vectors, as posts have (0004): the search
-- walks rows and tests each, and computing to_tsvector for every walked row cost more than the
-- walk itself.
CREATE FUNCTION gigs_head_document(title text, short_title text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(short_title, ''))
$$;
--> statement-breakpoint
CREATE FUNCTION gigs_search_document(title text, short_title text, description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(short_title, '') || ' ' || coalesce(description, ''))
$$;
--> statement-breakpoint
-- The average rating as whole hundredths (4.67 -> 467), 0 while unrated: an integer key
-- sorts and pages exactly (no float comparison at a page edge).
CREATE FUNCTION gig_rating_key(total_stars integer, star_number integer)
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN star_number > 0 THEN (total_stars * 100) / star_number ELSE 0 END
$$;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "head_vector" tsvector GENERATED ALWAYS AS (gigs_head_document("title", "short_title")) STORED;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (gigs_search_document("title", "short_title", "desc")) STORED;
--> statement-breakpoint
-- fastupdate off, as every GIN index here (0016): no pending list for searches to read.
CREATE INDEX "gigs_head_search_idx" ON "gigs" USING gin ("head_vector") WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX "gigs_search_idx" ON "gigs" USING gin ("search_vector") WITH (fastupdate = off);
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Typo tolerance on gig titles ("logoo", "wordpres"), as for post titles (0015).
CREATE INDEX "gigs_title_trgm_idx" ON "gigs" USING gin (lower("title") gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The price sorts (ascending and, read backwards, descending) and the rating sort walk these.
CREATE INDEX "gigs_price_idx" ON "gigs" USING btree ("price", "id");
--> statement-breakpoint
CREATE INDEX "gigs_rating_idx" ON "gigs" USING btree (gig_rating_key("total_stars", "star_number") DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
-- Freelancer typo tolerance covers profession and skills as well as the name ("desinger").
CREATE FUNCTION users_typo_text(full_name text, profession text, skills text[])
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT lower(coalesce(full_name, '') || ' ' || coalesce(profession, '') || ' ' || array_to_string(skills, ' '))
$$;
--> statement-breakpoint
CREATE INDEX "users_freelancer_typo_trgm_idx" ON "users" USING gin (users_typo_text("full_name", "profession", "skills") gin_trgm_ops) WITH (fastupdate = off) WHERE "is_client" = false;
