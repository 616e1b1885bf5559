-- Issue 35, freelancer search filters and sort. A freelancer's rating is a stored aggregate over
-- every review they received that is not hidden (as the profile shows it: gig and offer orders),
-- moved in the same transaction as a review is written, hidden or shown again, so filtering and
-- sorting by it reads one index instead of every review.
ALTER TABLE "users" ADD COLUMN "review_stars" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "users" u SET "review_stars" = s.stars, "review_count" = s.n
FROM (SELECT "seller_id", sum("star")::int AS stars, count(*)::int AS n FROM "reviews" WHERE "hidden_at" IS NULL GROUP BY "seller_id") s
WHERE u."id" = s."seller_id";
--> statement-breakpoint
-- Skills, languages, country and the verified badge as one array of keys ('s:react', 'l:german',
-- 'c:Poland', 'v'), stored and GIN-indexed: a search's walk tests a row by reading the array, and
-- when the filters are rare among the rows walked, one GIN scan intersects all of them (posting
-- lists, no table rows) before any freelancer is read. Skills and languages are lower-cased, so
-- they match whatever their case.
CREATE FUNCTION users_filter_keys(skills text[], languages text[], country text, is_verified boolean)
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array(SELECT 's:' || lower(x) FROM unnest(skills) x)
    || array(SELECT 'l:' || lower(x) FROM unnest(languages) x)
    || CASE WHEN country IS NULL OR country = '' THEN '{}'::text[] ELSE ARRAY['c:' || country] END
    || CASE WHEN is_verified THEN ARRAY['v'] ELSE '{}'::text[] END
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "filter_keys" text[]
  GENERATED ALWAYS AS (users_filter_keys("skills", "languages", "country", "is_verified")) STORED;
--> statement-breakpoint
CREATE INDEX "users_freelancer_filter_idx" ON "users" USING gin ("filter_keys") WITH (fastupdate = off) WHERE "is_client" = false;
--> statement-breakpoint
-- The rating order (whole hundredths, as gigs_rating_idx): the walk reads it from the best down.
CREATE INDEX "users_freelancers_rating_idx" ON "users" USING btree (gig_rating_key("review_stars", "review_count") DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "is_client" = false;
--> statement-breakpoint
-- "Has a listed gig in this price range", tested for each freelancer a search reads.
CREATE INDEX "gigs_listed_seller_price_idx" ON "gigs" USING btree ("user_id", "price") WHERE "paused_at" IS NULL AND "hidden_at" IS NULL;
