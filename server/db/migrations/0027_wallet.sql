CREATE TABLE "payout_connected_accounts" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"mode" text DEFAULT 'credit' NOT NULL,
	"account_id" integer NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_sessions_create_key_unique" UNIQUE("create_key")
);
--> statement-breakpoint
CREATE TABLE "payout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"method" text NOT NULL,
	"address" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "payment_sessions_account_idx" ON "payment_sessions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_account_idx" ON "payout_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_requests_status_idx" ON "payout_requests" USING btree ("status","created_at");--> statement-breakpoint
-- hand-written: amounts are positive; states are the few the code knows
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_amount_positive" CHECK ("amount_micros" >= 0);--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_amount_positive" CHECK ("amount_micros" > 0);--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_status_known" CHECK ("status" IN ('pending', 'completed', 'rejected'));
