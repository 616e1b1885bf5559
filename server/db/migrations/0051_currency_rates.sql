-- Issue 33, display currency: the operator's rate table (npm run rates, the admin console).
-- A rate is how many units of the currency one unit of the marketplace currency buys, kept in
-- integer millionths so the stored value is exact. Shown only as an approximation, never charged.
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_micros" bigint NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" uuid,
	CONSTRAINT "currency_rates_code_check" CHECK ("currency_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."rate_micros" > 0)
);
