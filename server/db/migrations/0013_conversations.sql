CREATE TABLE "conversation_calls" (
	"carrier_call_id" text PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"room_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"agent_id" integer,
	"reseller_id" integer,
	"partner_id" integer,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"cnam" text,
	"status" text NOT NULL,
	"end_status" text,
	"turns" integer DEFAULT 0 NOT NULL,
	"transcript" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"functions" jsonb NOT NULL,
	"transfer_to" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"room_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"unanswered" text,
	"carrier_message_id" text,
	"actions" jsonb,
	"functions" jsonb,
	"transfer_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"agent_id" integer,
	"reseller_id" integer,
	"partner_id" integer,
	"agent_number" text NOT NULL,
	"external_number" text NOT NULL,
	"ai_agent_enabled" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"unread" boolean DEFAULT true NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"pending_transfer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_calls_uuid_idx" ON "conversation_calls" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "conversation_calls_live_idx" ON "conversation_calls" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "conversation_calls_room_idx" ON "conversation_calls" USING btree ("room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_uuid_idx" ON "conversation_messages" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_messages_carrier_idx" ON "conversation_messages" USING btree ("carrier_message_id") WHERE carrier_message_id is not null;--> statement-breakpoint
CREATE INDEX "conversation_messages_room_idx" ON "conversation_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("account_id","agent_number","external_number");--> statement-breakpoint
CREATE INDEX "conversations_account_idx" ON "conversations" USING btree ("account_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_agent_idx" ON "conversations" USING btree ("agent_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_reseller_idx" ON "conversations" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "conversations_partner_idx" ON "conversations" USING btree ("partner_id");