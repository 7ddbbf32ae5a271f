CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"attachment" "bytea",
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"day" integer NOT NULL,
	"hour" integer NOT NULL,
	"recipients" jsonb NOT NULL,
	"date_filter" text,
	"created_by" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_account_idx" ON "mail_outbox" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_account_idx" ON "report_schedules" USING btree ("account_id");