-- My Gigs (issue 24): a seller pauses a gig (it leaves lists and search, keeps its page for its
-- orders, cannot be bought) and sees how often its page was viewed. A paused gig is rare, so the
-- list indexes stay as they are and the filter "paused_at IS NULL" costs a row check each.
ALTER TABLE "gigs" ADD COLUMN "paused_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;
