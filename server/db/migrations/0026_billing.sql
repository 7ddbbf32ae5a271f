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
CREATE TABLE "subscriptions" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"term" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_reason" text,
	"cancel_details" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
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
CREATE TABLE "usage_counters" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_account_id_day_key_pk" PRIMARY KEY("account_id","day","key")
);
--> statement-breakpoint
CREATE INDEX "reseller_rebilling_reseller_idx" ON "reseller_rebilling" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "usage_charges_reseller_idx" ON "usage_charges" USING btree ("reseller_id","day");--> statement-breakpoint
-- hand-written: the values the code writes, said once more where a stray write cannot pass
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('active', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_term_check" CHECK ("term" IN ('month', 'year'));--> statement-breakpoint
-- hand-written: messages in and out counted per organization and UTC day as they are written,
-- whoever writes them (the runtime, the inbox, the seed); a deleted message stays used.
CREATE FUNCTION usage_counters_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO usage_counters AS u (account_id, day, key, quantity)
  SELECT account_id, (created_at AT TIME ZONE 'UTC')::date,
    CASE WHEN direction = 'in' THEN 'inbound-message' ELSE 'outbound-message' END, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, day, key) DO UPDATE SET quantity = u.quantity + excluded.quantity;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER conversation_messages_usage AFTER INSERT ON conversation_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_counters_messages();--> statement-breakpoint
INSERT INTO usage_counters (account_id, day, key, quantity)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, CASE WHEN direction = 'in' THEN 'inbound-message' ELSE 'outbound-message' END, count(*)
FROM conversation_messages GROUP BY 1, 2, 3;--> statement-breakpoint
-- hand-written: the values the code writes, said once more where a stray write cannot pass
ALTER TABLE "usage_charges" ADD CONSTRAINT "usage_charges_status_check" CHECK ("status" IN ('posted', 'unpaid'));--> statement-breakpoint
ALTER TABLE "usage_charges" ADD CONSTRAINT "usage_charges_amounts_check" CHECK ("platform_cost_micros" >= 0 AND "client_price_micros" >= 0 AND "quantity" > 0);--> statement-breakpoint
ALTER TABLE "spend_alerts" ADD CONSTRAINT "spend_alerts_threshold_check" CHECK ("threshold" IN (80, 90, 100) AND "cap" IN ('soft', 'hard'));--> statement-breakpoint
ALTER TABLE "spend_controls" ADD CONSTRAINT "spend_controls_positive_check" CHECK (coalesce("soft_cap_micros", 1) > 0 AND coalesce("hard_cap_micros", 1) > 0 AND coalesce("auto_reload_amount_micros", 1) > 0 AND coalesce("auto_reload_threshold_micros", 0) >= 0 AND coalesce("auto_reload_monthly_limit_micros", 0) >= 0);--> statement-breakpoint
ALTER TABLE "reseller_rebilling" ADD CONSTRAINT "reseller_rebilling_quota_check" CHECK (coalesce("margin_basis_points", 0) BETWEEN 0 AND 100000 AND coalesce("minutes_per_month", 0) >= 0 AND coalesce("max_agents", 0) >= 0 AND coalesce("max_concurrent_calls", 0) >= 0);
