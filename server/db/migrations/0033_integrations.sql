CREATE TABLE "app_installs" (
	"account_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"version" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_sealed" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_installs_account_id_app_id_version_pk" PRIMARY KEY("account_id","app_id","version")
);
--> statement-breakpoint
CREATE TABLE "calendar_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"agent_id" integer,
	"provider" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"caller" text DEFAULT '' NOT NULL,
	"external_id" text,
	"call_uuid" text,
	"room_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"token_sealed" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_account_id_provider_pk" PRIMARY KEY("account_id","provider")
);
--> statement-breakpoint
CREATE TABLE "integration_data" (
	"account_id" integer NOT NULL,
	"slug" text NOT NULL,
	"app_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_data_account_id_slug_pk" PRIMARY KEY("account_id","slug")
);
--> statement-breakpoint
CREATE TABLE "workflow_connections" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"token_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calendar_bookings_account_start_idx" ON "calendar_bookings" USING btree ("account_id","start_at");