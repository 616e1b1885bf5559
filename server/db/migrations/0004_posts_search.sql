-- Job search: a stored tsvector over title, category, tags and description, kept current
-- by Postgres itself (generated column) and read through a GIN index.
-- array_to_string is only STABLE, so a generated column cannot call it directly; this
-- wrapper is IMMUTABLE because it always uses the fixed 'english' configuration.
CREATE FUNCTION posts_search_document(title text, category text, tags text[], description text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(category, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, array_to_string(tags, ' ')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (posts_search_document("title", "category", "tags", "description")) STORED;
--> statement-breakpoint
-- fastupdate off: new posts go straight into the index instead of a pending list that only
-- (auto)vacuum merges; PGlite has no autovacuum, and posts are written far less than searched.
CREATE INDEX "posts_search_vector_idx" ON "posts" USING gin ("search_vector") WITH (fastupdate = off);
