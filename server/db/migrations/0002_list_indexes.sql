DROP INDEX "accounts_reseller_idx";--> statement-breakpoint
DROP INDEX "accounts_partner_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_partner_idx";--> statement-breakpoint
DROP INDEX "audit_log_reseller_idx";--> statement-breakpoint
CREATE INDEX "accounts_reseller_created_idx" ON "accounts" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_partner_created_idx" ON "accounts" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_partner_at_id_idx" ON "audit_log" USING btree ("partner_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_reseller_at_id_idx" ON "audit_log" USING btree ("reseller_id","at","id");