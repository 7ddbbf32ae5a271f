CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" integer NOT NULL,
	"agent_id" integer,
	"reseller_id" integer,
	"partner_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"reseller_id" integer,
	"partner_id" integer,
	"agent_account_id" integer,
	"carrier" text NOT NULL,
	"carrier_sid" text,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"locality" text,
	"region" text,
	"voice" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"forwarding_proven_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "events_account_idx" ON "events" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "events_reseller_idx" ON "events" USING btree ("reseller_id","id");--> statement-breakpoint
CREATE INDEX "events_partner_idx" ON "events" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_number_live_idx" ON "phone_numbers" USING btree ("number") WHERE status <> 'released';--> statement-breakpoint
CREATE UNIQUE INDEX "phone_numbers_agent_live_idx" ON "phone_numbers" USING btree ("agent_account_id") WHERE status <> 'released';--> statement-breakpoint
CREATE INDEX "phone_numbers_account_idx" ON "phone_numbers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_numbers_reseller_idx" ON "phone_numbers" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "phone_numbers_partner_idx" ON "phone_numbers" USING btree ("partner_id");