-- Search answers title (and name) matches first. For a word that is rare in titles, that tier
-- is read from a GIN index over the title, category and tags (people: the name) alone, instead
-- of every match of the word anywhere rechecked row by row (see server/modules/search/bounded.ts).
CREATE FUNCTION posts_head_document(title text, category text, tags text[])
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(category, '') || ' ' || array_to_string(tags, ' '))
$$;
--> statement-breakpoint
CREATE INDEX "posts_head_search_idx" ON "posts" USING gin (posts_head_document("title", "category", "tags")) WITH (fastupdate = off);
--> statement-breakpoint
CREATE FUNCTION users_name_document(full_name text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector('english'::regconfig, coalesce(full_name, ''))
$$;
--> statement-breakpoint
CREATE INDEX "users_freelancer_name_idx" ON "users" USING gin (users_name_document("full_name")) WHERE "is_client" = false;
