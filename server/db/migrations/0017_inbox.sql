CREATE TABLE "inbox_blocked_numbers" (
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"blocked_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_blocked_numbers_account_id_number_pk" PRIMARY KEY("account_id","number")
);
--> statement-breakpoint
CREATE TABLE "inbox_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"message_id" bigint,
	"content_type" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_reactions" (
	"message_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"emoji" text NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_reactions_message_id_user_id_emoji_pk" PRIMARY KEY("message_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"takeover_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handled_by_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handled_by_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "handled_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "attended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "blocked_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "rating" integer;--> statement-breakpoint
CREATE INDEX "inbox_media_message_idx" ON "inbox_media" USING btree ("message_id") WHERE message_id is not null;