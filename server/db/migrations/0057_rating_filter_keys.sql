-- Issue 37: "4 stars & up" among the search's other filters. The rating was tested on each row
-- the filters' GIN index gave: a freelancer search for "developer", verified, 3 stars and up read
-- the 50,000 verified freelancers' rows (47,000 table pages, 190 to 650 ms at a million users) to
-- keep the 868 rated 3 and up, because new freelancers (those a walk reads first) have no reviews
-- yet. The whole stars a freelancer's average reaches are now keys of filter_keys too ('r:1' up
-- to 'r:5': an average of 4.2 holds r:1 to r:4), so one GIN scan intersects the badge, country,
-- skills and rating before any row is read; a rating with a decimal ("4.5 & up") is still
-- tested exactly on the rows that scan gives (server/modules/search/freelancer-filters.ts).
ALTER TABLE "users" DROP COLUMN "filter_keys";
--> statement-breakpoint
DROP FUNCTION users_filter_keys(text[], text[], text, boolean);
--> statement-breakpoint
CREATE FUNCTION users_filter_keys(skills text[], languages text[], country text, is_verified boolean, review_stars integer, review_count integer)
RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT array(SELECT 's:' || lower(x) FROM unnest(skills) x)
    || array(SELECT 'l:' || lower(x) FROM unnest(languages) x)
    || CASE WHEN country IS NULL OR country = '' THEN '{}'::text[] ELSE ARRAY['c:' || country] END
    || CASE WHEN is_verified THEN ARRAY['v'] ELSE '{}'::text[] END
    || array(SELECT 'r:' || k FROM generate_series(1, least(5, gig_rating_key(review_stars, review_count) / 100)) k)
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "filter_keys" text[]
  GENERATED ALWAYS AS (users_filter_keys("skills", "languages", "country", "is_verified", "review_stars", "review_count")) STORED;
--> statement-breakpoint
CREATE INDEX "users_freelancer_filter_idx" ON "users" USING gin ("filter_keys") WITH (fastupdate = off) WHERE "is_client" = false;
