-- Issue 37: the typo tier compared the trigrams of every text it walked with the words typed
-- (2,000 texts: 30 to 60 ms, at 10,000 rows as at a million). The words the texts hold are few
-- (tens of thousands), so the words close to what was typed are found here first, by a trigram
-- index over a small table, and the rows are then read by their search vectors holding one of
-- them (server/modules/search/typos.ts). Words are added as texts are written (the triggers
-- below) and never removed: a word no text holds any more finds no row.
CREATE TABLE "typo_words" (
	"source" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "typo_words_pkey" PRIMARY KEY ("source", "word"),
	CONSTRAINT "typo_words_source_check" CHECK ("source" IN ('posts', 'gigs', 'users'))
);
--> statement-breakpoint
CREATE INDEX "typo_words_trgm_idx" ON "typo_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A text's words as pg_trgm splits them (runs of letters and digits), as typos.ts matches them.
CREATE FUNCTION typo_word_list(t text)
RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(coalesce(t, ''), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
$$;
--> statement-breakpoint
-- The text each source's typo tier compares: a post's or gig's lower-cased title, a freelancer's
-- users_typo_text (name, profession, skills). Clients are never listed, so their names are not words.
CREATE FUNCTION typo_words_note() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  t text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF NEW.is_client THEN
      RETURN NULL;
    END IF;
    t := users_typo_text(NEW.full_name, NEW.profession, NEW.skills);
  ELSE
    t := lower(NEW.title);
  END IF;
  INSERT INTO typo_words ("source", "word")
    SELECT TG_TABLE_NAME, w FROM typo_word_list(t) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_typo_words" AFTER INSERT OR UPDATE OF "title" ON "posts" FOR EACH ROW EXECUTE FUNCTION typo_words_note();
--> statement-breakpoint
CREATE TRIGGER "gigs_typo_words" AFTER INSERT OR UPDATE OF "title" ON "gigs" FOR EACH ROW EXECUTE FUNCTION typo_words_note();
--> statement-breakpoint
CREATE TRIGGER "users_typo_words" AFTER INSERT OR UPDATE OF "full_name", "profession", "skills", "is_client" ON "users" FOR EACH ROW EXECUTE FUNCTION typo_words_note();
--> statement-breakpoint
-- Every word of every text, for this migration and for loads that bypass the triggers (the bench's seed).
CREATE FUNCTION typo_words_fill() RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO typo_words ("source", "word") SELECT DISTINCT 'posts', w FROM "posts", typo_word_list(lower("posts"."title")) AS w ON CONFLICT DO NOTHING;
  INSERT INTO typo_words ("source", "word") SELECT DISTINCT 'gigs', w FROM "gigs", typo_word_list(lower("gigs"."title")) AS w ON CONFLICT DO NOTHING;
  INSERT INTO typo_words ("source", "word")
    SELECT DISTINCT 'users', w FROM "users", typo_word_list(users_typo_text("users"."full_name", "users"."profession", "users"."skills")) AS w
    WHERE NOT "users"."is_client"
    ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT typo_words_fill();
--> statement-breakpoint
-- The texts' own trigram indexes answered the old typo tier only: every write paid for them.
DROP INDEX IF EXISTS "posts_title_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "gigs_title_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_freelancer_typo_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_freelancer_name_trgm_idx";
