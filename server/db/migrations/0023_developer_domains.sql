CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "custom_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"txt_value" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_domain_idx" ON "custom_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "custom_domains_account_idx" ON "custom_domains" USING btree ("account_id");--> statement-breakpoint
-- hand-written: the closed value sets, and at most one default domain per account
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_type_check" CHECK ("type" IN ('read', 'write'));--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_status_check" CHECK ("status" IN ('pending', 'verified', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_one_default_idx" ON "custom_domains" ("account_id") WHERE "is_default";
