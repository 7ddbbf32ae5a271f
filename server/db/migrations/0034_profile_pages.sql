CREATE TABLE "profile_link_clicks" (
	"account_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"day" text NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_link_clicks_account_id_link_id_day_pk" PRIMARY KEY("account_id","link_id","day")
);
--> statement-breakpoint
CREATE TABLE "profile_pages" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"bio" text,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links_position" text DEFAULT 'top' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar" "bytea",
	"avatar_type" text,
	"avatar_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"account_id" integer NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"day" text NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_visits_account_id_ref_day_pk" PRIMARY KEY("account_id","ref","day")
);
--> statement-breakpoint
CREATE INDEX "profile_visits_account_idx" ON "profile_visits" USING btree ("account_id","day");