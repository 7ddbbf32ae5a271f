CREATE TABLE "calls" (
	"uuid" text PRIMARY KEY NOT NULL,
	"call_id" text NOT NULL,
	"room_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"agent_id" integer,
	"partner_id" integer,
	"reseller_id" integer,
	"timestamp" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"from_number" text DEFAULT '' NOT NULL,
	"to_number" text DEFAULT '' NOT NULL,
	"cnam" text,
	"direction" text NOT NULL,
	"transfer" text DEFAULT '' NOT NULL,
	"appointment_booked" integer DEFAULT 0 NOT NULL,
	"transfer_made" integer DEFAULT 0 NOT NULL,
	"transcript" jsonb
);
--> statement-breakpoint
CREATE INDEX "calls_account_time_idx" ON "calls" USING btree ("account_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_reseller_time_idx" ON "calls" USING btree ("reseller_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_partner_time_idx" ON "calls" USING btree ("partner_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_agent_time_idx" ON "calls" USING btree ("agent_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_time_idx" ON "calls" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_account_direction_time_idx" ON "calls" USING btree ("account_id","direction","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_from_idx" ON "calls" USING btree ("from_number");--> statement-breakpoint
CREATE INDEX "calls_to_idx" ON "calls" USING btree ("to_number");--> statement-breakpoint
CREATE INDEX "calls_cnam_idx" ON "calls" USING btree ("cnam");--> statement-breakpoint
CREATE INDEX "calls_call_id_idx" ON "calls" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "calls_room_idx" ON "calls" USING btree ("room_id");