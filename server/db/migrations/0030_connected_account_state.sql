ALTER TABLE "payout_connected_accounts" ADD COLUMN "payouts_enabled" boolean;--> statement-breakpoint
ALTER TABLE "payout_connected_accounts" ADD COLUMN "state_updated_at" timestamp with time zone;