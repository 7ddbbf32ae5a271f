DROP INDEX "calls_account_time_idx";--> statement-breakpoint
DROP INDEX "calls_reseller_time_idx";--> statement-breakpoint
DROP INDEX "calls_partner_time_idx";--> statement-breakpoint
DROP INDEX "calls_agent_time_idx";--> statement-breakpoint
DROP INDEX "calls_time_idx";--> statement-breakpoint
CREATE INDEX "calls_account_order_idx" ON "calls" USING btree ("account_id","timestamp" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_reseller_order_idx" ON "calls" USING btree ("reseller_id","timestamp" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_partner_order_idx" ON "calls" USING btree ("partner_id","timestamp" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_agent_order_idx" ON "calls" USING btree ("agent_id","timestamp" DESC NULLS LAST,"uuid" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_order_idx" ON "calls" USING btree ("timestamp" DESC NULLS LAST,"uuid" DESC NULLS LAST);