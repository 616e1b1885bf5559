-- Issue 37: a freelancer search walks the newest listed freelancers and tests each one's stored
-- search vector (and, under filters, its filter keys and rating), stopping once a page and its
-- count are found. Walking the created-at index read each row from the table: 5,433 rows and
-- about 5 ms for a surname ("kowalski") at a million users. This index holds what the walk
-- tests, so the walk reads the index alone (an index-only scan, 1.3 ms for 8,192 rows) wherever
-- the table's pages are marked all-visible, as autovacuum keeps them; elsewhere it reads the
-- table as before. Hidden and suspended freelancers are never walked.
CREATE INDEX "users_listed_walk_idx" ON "users" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("search_vector", "filter_keys", "review_stars", "review_count")
  WHERE "is_client" = false AND "hidden_at" IS NULL AND "suspended_at" IS NULL;
