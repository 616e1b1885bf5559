-- Issue 33: every amount is stored as integer minor units with its currency (lower case, as the
-- ledger records it): gigs' prices (and their packages' inside the jsonb, as "priceCents" beside
-- the extras'), offers', orders', and a post's budget as its two bounds. SPEC's whole-unit `price`
-- and range-string `budget` are derived when answered. Existing rows convert exactly with the
-- recorded currency's minor digits; a marketplace with no settings row yet is US dollars (0050).
CREATE FUNCTION "marketplace_minor_per_unit"() RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT (10 ^ "minor_digits")::integer FROM "marketplace_settings"), 100)
$$;
--> statement-breakpoint
CREATE FUNCTION "marketplace_row_currency"() RETURNS text LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT lower("currency") FROM "marketplace_settings"), 'usd')
$$;
--> statement-breakpoint
-- A row's amounts (the columns named in the trigger's arguments) are whole units of the
-- marketplace currency, and its currency is the recorded one. A CHECK cannot read the settings
-- row, so a trigger does (as order_milestones_whole_units, 0050).
CREATE FUNCTION "whole_marketplace_units"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	per integer := "marketplace_minor_per_unit"();
	row_json jsonb := to_jsonb(NEW);
	amount_column text;
BEGIN
	IF NEW."currency" <> "marketplace_row_currency"() THEN
		RAISE EXCEPTION '%.currency % is not the marketplace currency %', TG_TABLE_NAME, NEW."currency", "marketplace_row_currency"()
			USING ERRCODE = '23514';
	END IF;
	FOREACH amount_column IN ARRAY TG_ARGV LOOP
		IF (row_json ->> amount_column)::bigint % per <> 0 THEN
			RAISE EXCEPTION '%.% % is not whole units of the marketplace currency', TG_TABLE_NAME, amount_column, row_json ->> amount_column
				USING ERRCODE = '23514';
		END IF;
	END LOOP;
	RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "price_minor" integer;
--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "currency" text;
--> statement-breakpoint
UPDATE "gigs" SET "price_minor" = "price" * "marketplace_minor_per_unit"(), "currency" = "marketplace_row_currency"(),
	"packages" = (
		SELECT coalesce(jsonb_agg((p - 'price') || jsonb_build_object('priceCents', (p ->> 'price')::bigint * "marketplace_minor_per_unit"()) ORDER BY n), '[]'::jsonb)
		FROM jsonb_array_elements("packages") WITH ORDINALITY AS e(p, n)
	);
--> statement-breakpoint
-- Dropping the column drops gigs_price_idx and gigs_listed_seller_price_idx (0020, 0042): made again below.
ALTER TABLE "gigs" DROP COLUMN "price";
--> statement-breakpoint
ALTER TABLE "gigs" ALTER COLUMN "price_minor" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "gigs" ALTER COLUMN "currency" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_price_check" CHECK ("gigs"."price_minor" > 0 AND "gigs"."currency" ~ '^[a-z]{3}$');
--> statement-breakpoint
CREATE INDEX "gigs_price_idx" ON "gigs" USING btree ("price_minor", "id");
--> statement-breakpoint
CREATE INDEX "gigs_listed_seller_price_idx" ON "gigs" USING btree ("user_id", "price_minor") WHERE "paused_at" IS NULL AND "hidden_at" IS NULL;
--> statement-breakpoint
CREATE TRIGGER "gigs_whole_units" BEFORE INSERT OR UPDATE OF "price_minor", "currency" ON "gigs"
	FOR EACH ROW EXECUTE FUNCTION "whole_marketplace_units"('price_minor');
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "price_minor" integer;
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "currency" text;
--> statement-breakpoint
UPDATE "offers" SET "price_minor" = "price" * "marketplace_minor_per_unit"(), "currency" = "marketplace_row_currency"();
--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "price";
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "price_minor" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "currency" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_price_check" CHECK ("offers"."price_minor" > 0 AND "offers"."currency" ~ '^[a-z]{3}$');
--> statement-breakpoint
CREATE TRIGGER "offers_whole_units" BEFORE INSERT OR UPDATE OF "price_minor", "currency" ON "offers"
	FOR EACH ROW EXECUTE FUNCTION "whole_marketplace_units"('price_minor');
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_minor" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text;
--> statement-breakpoint
UPDATE "orders" SET "price_minor" = "price" * "marketplace_minor_per_unit"(), "currency" = "marketplace_row_currency"();
--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "price";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "price_minor" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "currency" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_price_check" CHECK ("orders"."price_minor" > 0 AND "orders"."currency" ~ '^[a-z]{3}$');
--> statement-breakpoint
CREATE TRIGGER "orders_whole_units" BEFORE INSERT OR UPDATE OF "price_minor", "currency" ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "whole_marketplace_units"('price_minor');
--> statement-breakpoint
-- A budget "50-100" is its bounds; "More than $1,000" with 2500 is "1000-2500", both kept. bigint:
-- a budget goes to 1,000,000 units, past an integer in a currency with 4 minor digits.
ALTER TABLE "posts" ADD COLUMN "budget_min_minor" bigint;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "budget_max_minor" bigint;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "currency" text;
--> statement-breakpoint
UPDATE "posts" SET "budget_min_minor" = split_part("budget", '-', 1)::bigint * "marketplace_minor_per_unit"(),
	"budget_max_minor" = split_part("budget", '-', 2)::bigint * "marketplace_minor_per_unit"(),
	"currency" = "marketplace_row_currency"();
--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "budget";
--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "budget_min_minor" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "budget_max_minor" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ALTER COLUMN "currency" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_budget_check" CHECK ("posts"."budget_min_minor" >= 0 AND "posts"."budget_max_minor" > "posts"."budget_min_minor" AND "posts"."currency" ~ '^[a-z]{3}$');
--> statement-breakpoint
CREATE TRIGGER "posts_whole_units" BEFORE INSERT OR UPDATE OF "budget_min_minor", "budget_max_minor", "currency" ON "posts"
	FOR EACH ROW EXECUTE FUNCTION "whole_marketplace_units"('budget_min_minor', 'budget_max_minor');
