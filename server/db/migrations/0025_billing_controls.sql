CREATE TABLE "auto_reloads" (
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"seq" integer NOT NULL,
	"amount_micros" bigint NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_reloads_account_id_month_seq_pk" PRIMARY KEY("account_id","month","seq")
);
--> statement-breakpoint
CREATE TABLE "reseller_rebilling" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"reseller_id" integer NOT NULL,
	"margin_basis_points" integer,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"minutes_per_month" integer,
	"max_agents" integer,
	"max_concurrent_calls" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_alerts" (
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"cap" text NOT NULL,
	"threshold" integer NOT NULL,
	"spent_micros" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_alerts_account_id_month_cap_threshold_pk" PRIMARY KEY("account_id","month","cap","threshold")
);
--> statement-breakpoint
CREATE TABLE "spend_controls" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"soft_cap_micros" bigint,
	"hard_cap_micros" bigint,
	"auto_reload_amount_micros" bigint,
	"auto_reload_threshold_micros" bigint,
	"auto_reload_monthly_limit_micros" bigint,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_charges" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"quantity" bigint NOT NULL,
	"platform_cost_micros" bigint NOT NULL,
	"client_price_micros" bigint NOT NULL,
	"reseller_id" integer,
	"status" text NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_charges_account_id_day_key_pk" PRIMARY KEY("account_id","day","key")
);
--> statement-breakpoint
CREATE INDEX "reseller_rebilling_reseller_idx" ON "reseller_rebilling" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "usage_charges_reseller_idx" ON "usage_charges" USING btree ("reseller_id","day");--> statement-breakpoint
-- hand-written: the values the code writes, said once more where a stray write cannot pass
ALTER TABLE "usage_charges" ADD CONSTRAINT "usage_charges_status_check" CHECK ("status" IN ('posted', 'unpaid'));--> statement-breakpoint
ALTER TABLE "usage_charges" ADD CONSTRAINT "usage_charges_amounts_check" CHECK ("platform_cost_micros" >= 0 AND "client_price_micros" >= 0 AND "quantity" > 0);--> statement-breakpoint
ALTER TABLE "spend_alerts" ADD CONSTRAINT "spend_alerts_threshold_check" CHECK ("threshold" IN (80, 90, 100) AND "cap" IN ('soft', 'hard'));--> statement-breakpoint
ALTER TABLE "spend_controls" ADD CONSTRAINT "spend_controls_positive_check" CHECK (coalesce("soft_cap_micros", 1) > 0 AND coalesce("hard_cap_micros", 1) > 0 AND coalesce("auto_reload_amount_micros", 1) > 0 AND coalesce("auto_reload_threshold_micros", 0) >= 0 AND coalesce("auto_reload_monthly_limit_micros", 0) >= 0);--> statement-breakpoint
ALTER TABLE "reseller_rebilling" ADD CONSTRAINT "reseller_rebilling_quota_check" CHECK (coalesce("margin_basis_points", 0) BETWEEN 0 AND 100000 AND coalesce("minutes_per_month", 0) >= 0 AND coalesce("max_agents", 0) >= 0 AND coalesce("max_concurrent_calls", 0) >= 0);
