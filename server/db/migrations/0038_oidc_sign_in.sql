-- Issue 32, sign in with Google and any OpenID Connect provider: the identities linked to an
-- account (one provider account, by issuer and subject, signs in to one Workify account), the
-- sign-ins begun at a provider (state, nonce and PKCE verifier, by a cookie's hash), and the
-- sign-ins that wait for one more step (a new person's choice of role; an existing account's
-- password before a link).
CREATE TABLE "sign_in_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_identities_issuer_subject_key" ON "sign_in_identities" USING btree ("issuer","subject");
--> statement-breakpoint
CREATE INDEX "sign_in_identities_user_idx" ON "sign_in_identities" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "oidc_auth_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_auth_requests_token_hash_key" ON "oidc_auth_requests" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "oidc_auth_requests_expires_idx" ON "oidc_auth_requests" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "oidc_pending_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_pending_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_pending_sign_ins_token_hash_key" ON "oidc_pending_sign_ins" USING btree ("token_hash");
