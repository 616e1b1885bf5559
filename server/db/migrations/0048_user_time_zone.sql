-- Issue 33, time zones: the IANA zone a person reads times in (detected by the browser at
-- sign-up, changed on the account screen); null until known, when the browser's own zone is used.
ALTER TABLE "users" ADD COLUMN "time_zone" text;
