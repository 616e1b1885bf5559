-- Issue 33: the marketplace settles in one currency (MARKETPLACE_CURRENCY). This one row records
-- the currency its money was written in, so a start naming another refuses (server/platform/
-- currency.ts) rather than reading euros as yen. A marketplace with data from before it was
-- written in US dollars; a new one records its currency at its first start.
CREATE TABLE "marketplace_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"minor_digits" smallint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_settings_one_row" CHECK ("marketplace_settings"."id"),
	CONSTRAINT "marketplace_settings_currency_check" CHECK ("marketplace_settings"."currency" ~ '^[A-Z]{3}$' AND "marketplace_settings"."minor_digits" BETWEEN 0 AND 4)
);
--> statement-breakpoint
INSERT INTO "marketplace_settings" ("currency", "minor_digits")
SELECT 'USD', 2 WHERE EXISTS (SELECT 1 FROM "gigs") OR EXISTS (SELECT 1 FROM "posts") OR EXISTS (SELECT 1 FROM "offers")
	OR EXISTS (SELECT 1 FROM "orders") OR EXISTS (SELECT 1 FROM "ledger_transactions");
--> statement-breakpoint
-- A milestone is whole units of the currency: whole cents-of-100 for USD, any amount of yen for JPY.
-- A CHECK cannot read the settings row, so a trigger checks it (100 until the row is written).
ALTER TABLE "order_milestones" DROP CONSTRAINT "order_milestones_amount_check";
--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_amount_check" CHECK ("order_milestones"."amount_cents" > 0);
--> statement-breakpoint
CREATE FUNCTION "order_milestones_whole_units"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	per integer;
BEGIN
	SELECT (10 ^ "minor_digits")::integer INTO per FROM "marketplace_settings";
	IF NEW."amount_cents" % coalesce(per, 100) <> 0 THEN
		RAISE EXCEPTION 'order_milestones.amount_cents % is not whole units of the marketplace currency', NEW."amount_cents"
			USING ERRCODE = '23514';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_milestones_whole_units" BEFORE INSERT OR UPDATE OF "amount_cents" ON "order_milestones"
	FOR EACH ROW EXECUTE FUNCTION "order_milestones_whole_units"();
