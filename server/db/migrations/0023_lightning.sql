CREATE TABLE "exchange_rates" (
	"pair" text PRIMARY KEY NOT NULL,
	"usd_per_sat" double precision NOT NULL,
	"origin" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lightning_invoices" (
	"payment_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"ln_invoice" text NOT NULL,
	"preimage" text,
	"amount_sats" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"usd_per_sat" double precision NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lightning_node" (
	"id" integer PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lightning_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"payment_hash" text NOT NULL,
	"ln_invoice" text NOT NULL,
	"amount_sats" bigint NOT NULL,
	"amount_micros" bigint NOT NULL,
	"usd_per_sat" double precision NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"transaction_id" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lightning_withdrawals_payment_hash_unique" UNIQUE("payment_hash")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lightning_invoices_one_pending_idx" ON "lightning_invoices" USING btree ("account_id") WHERE status = 'pending' and purpose = 'topup';--> statement-breakpoint
CREATE INDEX "lightning_invoices_account_idx" ON "lightning_invoices" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "lightning_withdrawals_account_idx" ON "lightning_withdrawals" USING btree ("account_id","created_at");--> statement-breakpoint
-- hand-written: the states and amounts the code relies on, held by the database too.
ALTER TABLE "lightning_invoices" ADD CONSTRAINT "lightning_invoices_amount_check" CHECK ("amount_sats" > 0 AND "amount_micros" >= 0);--> statement-breakpoint
ALTER TABLE "lightning_invoices" ADD CONSTRAINT "lightning_invoices_status_check" CHECK ("status" IN ('pending', 'paid', 'reset'));--> statement-breakpoint
ALTER TABLE "lightning_invoices" ADD CONSTRAINT "lightning_invoices_purpose_check" CHECK ("purpose" IN ('topup', 'payLink'));--> statement-breakpoint
ALTER TABLE "lightning_withdrawals" ADD CONSTRAINT "lightning_withdrawals_amount_check" CHECK ("amount_sats" > 0 AND "amount_micros" > 0);--> statement-breakpoint
ALTER TABLE "lightning_withdrawals" ADD CONSTRAINT "lightning_withdrawals_status_check" CHECK ("status" IN ('pending', 'paid', 'failed'));
