-- Issue 37: a word typed is searched as a prefix ("dev" finds "developer"), and a GIN index
-- answers a prefix by collecting every row of every lexeme that starts with it before it can
-- intersect words: two narrow words ("kubernetes terraform", 2% of posts each) cost 80 ms that
-- way, and 1 ms as exact lexemes. The lexemes each table's search vector holds are kept here, so
-- the index branch of a search asks for the few lexemes a prefix stands for, exactly
-- (search_prefix_free). Lexemes are added as vectors change (the triggers below), never removed:
-- one no row holds any more matches no row.
CREATE TABLE "search_lexemes" (
	"source" text NOT NULL,
	"lexeme" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_lexemes_pkey" PRIMARY KEY ("source", "lexeme"),
	CONSTRAINT "search_lexemes_source_check" CHECK ("source" IN ('posts', 'gigs', 'users'))
);
--> statement-breakpoint
CREATE FUNCTION search_lexemes_note() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_lexemes ("source", "lexeme")
    SELECT TG_TABLE_NAME, l FROM unnest(tsvector_to_array(NEW.search_vector)) AS l
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_search_lexemes" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION search_lexemes_note();
--> statement-breakpoint
CREATE TRIGGER "posts_search_lexemes_changed" AFTER UPDATE ON "posts" FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_lexemes_note();
--> statement-breakpoint
CREATE TRIGGER "gigs_search_lexemes" AFTER INSERT ON "gigs" FOR EACH ROW EXECUTE FUNCTION search_lexemes_note();
--> statement-breakpoint
CREATE TRIGGER "gigs_search_lexemes_changed" AFTER UPDATE ON "gigs" FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_lexemes_note();
--> statement-breakpoint
CREATE TRIGGER "users_search_lexemes" AFTER INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION search_lexemes_note();
--> statement-breakpoint
CREATE TRIGGER "users_search_lexemes_changed" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_lexemes_note();
--> statement-breakpoint
-- Every lexeme of every vector, for this migration and for loads that bypass the triggers (the bench's seed).
CREATE FUNCTION search_lexemes_fill() RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO search_lexemes ("source", "lexeme") SELECT DISTINCT 'posts', l FROM "posts", unnest(tsvector_to_array("posts"."search_vector")) AS l ON CONFLICT DO NOTHING;
  INSERT INTO search_lexemes ("source", "lexeme") SELECT DISTINCT 'gigs', l FROM "gigs", unnest(tsvector_to_array("gigs"."search_vector")) AS l ON CONFLICT DO NOTHING;
  INSERT INTO search_lexemes ("source", "lexeme") SELECT DISTINCT 'users', l FROM "users", unnest(tsvector_to_array("users"."search_vector")) AS l ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT search_lexemes_fill();
--> statement-breakpoint
-- A tsquery without weights whose prefixes ('kubernet':*) become the lexemes they stand for
-- ('kubernet' | 'kubernetes'), when they stand for 1 to 32: the same rows, answered by exact
-- entries of the GIN index. A prefix of more (a broad word) is kept: the walk answers those.
-- Declared IMMUTABLE although it reads search_lexemes, so the planner folds it to a constant once
-- per plan: as STABLE it was called again for every estimate, and for every row when another
-- index answered the statement. Only statements planned for their values call it (server/db/
-- prepared.ts PLAN_FOR_VALUES: never a cached plan), so each plan reads the lexemes of its moment.
CREATE FUNCTION search_prefix_free(q tsquery, src text) RETURNS tsquery
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  t text := q::text;
  p text;
  found text[];
BEGIN
  -- Weights or escapes would need a parser, not a text replacement: left as they are.
  IF t ~ ':\*?[A-D]' OR t ~ '\\' THEN
    RETURN q;
  END IF;
  FOR p IN SELECT DISTINCT m[1] FROM regexp_matches(t, '''([^'']+)'':\*', 'g') AS m LOOP
    found := ARRAY(
      SELECT l.lexeme FROM search_lexemes AS l
      WHERE l.source = src AND l.lexeme >= p AND l.lexeme < p || chr(1114111)
      ORDER BY l.lexeme LIMIT 33
    );
    IF cardinality(found) BETWEEN 1 AND 32 AND NOT EXISTS (SELECT 1 FROM unnest(found) AS f WHERE f ~ '[''\\]') THEN
      t := replace(t, '''' || p || ''':*', '( ''' || array_to_string(found, ''' | ''') || ''' )');
    END IF;
  END LOOP;
  RETURN t::tsquery;
EXCEPTION WHEN syntax_error THEN
  RETURN q;
END
$$;
