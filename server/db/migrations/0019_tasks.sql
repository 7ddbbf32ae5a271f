CREATE TABLE "task_limits" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"max_concurrent_calls" integer NOT NULL,
	"reserved_inbound_lines" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"phone" text NOT NULL,
	"timezone" text,
	"variables" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_outcome" text,
	"call_id" text,
	"carrier_call_id" text,
	"room_id" text,
	"dialed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_suppressions" (
	"account_id" integer NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_suppressions_account_id_phone_pk" PRIMARY KEY("account_id","phone")
);
--> statement-breakpoint
CREATE TABLE "task_upload_rows" (
	"upload_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"values" jsonb NOT NULL,
	"phone" text,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "task_upload_rows_upload_id_row_pk" PRIMARY KEY("upload_id","row")
);
--> statement-breakpoint
CREATE TABLE "task_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"reseller_id" integer,
	"partner_id" integer,
	"agent_id" integer,
	"timezone" text,
	"columns" jsonb NOT NULL,
	"phone_column" text,
	"timezone_column" text,
	"file_bytes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"reseller_id" integer,
	"partner_id" integer,
	"agent_id" integer NOT NULL,
	"name" text NOT NULL,
	"from_number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"timezone" text NOT NULL,
	"window" jsonb NOT NULL,
	"concurrency" integer NOT NULL,
	"retries" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"upload_id" uuid,
	"tick_at" timestamp (3) with time zone,
	"call_seconds" integer DEFAULT 0 NOT NULL,
	"spend_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task_recipients" ADD CONSTRAINT "task_recipients_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_upload_rows" ADD CONSTRAINT "task_upload_rows_upload_id_task_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."task_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_recipients_due_idx" ON "task_recipients" USING btree ("task_id","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "task_recipients_row_idx" ON "task_recipients" USING btree ("task_id","row");--> statement-breakpoint
CREATE INDEX "task_recipients_call_idx" ON "task_recipients" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "task_upload_rows_phone_idx" ON "task_upload_rows" USING btree ("upload_id","phone");--> statement-breakpoint
CREATE INDEX "task_uploads_account_idx" ON "task_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_account_idx" ON "tasks" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tasks_reseller_idx" ON "tasks" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "tasks_partner_idx" ON "tasks" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "tasks_agent_idx" ON "tasks" USING btree ("agent_id");