-- The last four GIN indexes stop using a pending list, as the post search indexes already do
-- (0004, 0012). With fastupdate on, new rows wait in an unsorted list of up to 4 MB that every
-- search reads in full until (auto)vacuum merges it; PGlite has no autovacuum, and a freshly
-- filled users table had 50,000 names waiting there: 386 pages read by every freelancer search.
-- Rows are written far less often than they are searched, so each write updates the index itself.
ALTER INDEX "users_freelancer_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "users_freelancer_name_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "users_freelancer_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "posts_title_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
-- Turning the option off leaves what is already waiting; merge it now.
SELECT gin_clean_pending_list(i::regclass) FROM unnest(ARRAY['users_freelancer_search_idx', 'users_freelancer_name_idx', 'users_freelancer_name_trgm_idx', 'posts_title_trgm_idx']) AS i;
