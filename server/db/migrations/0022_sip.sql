CREATE TABLE "sip_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"sip_call_id" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"final_status" integer NOT NULL,
	"final_reason" text NOT NULL,
	"message_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_ip_whitelist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"ip" text NOT NULL,
	"network" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_messages" (
	"capture_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"source" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"method" text,
	"status_code" integer,
	"reason" text,
	"request_uri" text,
	"headers" jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "sip_messages_capture_id_seq_pk" PRIMARY KEY("capture_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sip_outbound_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sip_registrations" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"server" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sip_messages" ADD CONSTRAINT "sip_messages_capture_id_sip_captures_id_fk" FOREIGN KEY ("capture_id") REFERENCES "public"."sip_captures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sip_captures_call_id_idx" ON "sip_captures" USING btree ("sip_call_id");--> statement-breakpoint
CREATE INDEX "sip_captures_account_order_idx" ON "sip_captures" USING btree ("account_id","started_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_ip_whitelist_account_network_idx" ON "sip_ip_whitelist" USING btree ("account_id","network");--> statement-breakpoint
CREATE UNIQUE INDEX "sip_outbound_routes_account_route_idx" ON "sip_outbound_routes" USING btree ("account_id","route");