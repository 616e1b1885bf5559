-- Issue 31: a sitemap's lastmod says when a page last changed. Gigs and posts are edited, and a
-- post is closed or reopened, a gig paused or resumed: each sets updated_at. Nullable, without a
-- default, so adding it rewrites no row (a million gigs stay as they are); null reads as created_at.
ALTER TABLE "gigs" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "updated_at" timestamp with time zone;
