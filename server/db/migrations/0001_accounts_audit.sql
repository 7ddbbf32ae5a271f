CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_username" text NOT NULL,
	"acting_as_id" integer,
	"target_account_id" integer,
	"target_name" text,
	"partner_id" integer,
	"reseller_id" integer,
	"organization_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"username" text NOT NULL,
	"usd_amount" text,
	"sats_amount" integer,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"agent_account_id" integer,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"reason" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "external_billing_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled_details" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "product_plan_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "product_plan_term" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "subscribed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "canceled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "billing_subscription_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "onboarding_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "voice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_partner_idx" ON "audit_log" USING btree ("partner_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_reseller_idx" ON "audit_log" USING btree ("reseller_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_reseller_idx" ON "accounts" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "accounts_partner_idx" ON "accounts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "accounts_org_idx" ON "accounts" USING btree ("organization_id");