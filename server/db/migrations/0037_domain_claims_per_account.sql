DROP INDEX "custom_domains_domain_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_account_domain_idx" ON "custom_domains" USING btree ("account_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_domain_idx" ON "custom_domains" USING btree ("domain") WHERE status = 'verified';