-- Freelancer search: a stored tsvector over name, username, profession and skills, kept
-- current by Postgres itself (generated column) and read through a GIN index.
-- array_to_string is only STABLE, so a generated column cannot call it directly; this
-- wrapper is IMMUTABLE because it always uses the fixed 'english' configuration.
CREATE FUNCTION users_search_document(full_name text, username text, profession text, skills text[])
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(profession, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, array_to_string(skills, ' ')), 'B')
    || setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(username, ''), '[^[:alnum:]]+', ' ', 'g')), 'C')
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector
  GENERATED ALWAYS AS (users_search_document("full_name", "username", "profession", "skills")) STORED;
--> statement-breakpoint
CREATE INDEX "users_freelancer_search_idx" ON "users" USING gin ("search_vector") WHERE "is_client" = false;
