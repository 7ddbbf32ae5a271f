-- hand-written (first, unlike the rest: the trigram indexes below need the extension; PGlite loads it
-- from the constructor's `extensions`, server/db/pgliteTemplate.ts):
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "call_rollups" (
	"account_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"agent_id" integer,
	"partner_id" integer,
	"reseller_id" integer,
	"calls" bigint DEFAULT 0 NOT NULL,
	"duration" bigint DEFAULT 0 NOT NULL,
	"appointment_booked" bigint DEFAULT 0 NOT NULL,
	"transfer_made" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollups_key" UNIQUE NULLS NOT DISTINCT("account_id","bucket","direction","agent_id","partner_id","reseller_id")
);
--> statement-breakpoint
CREATE INDEX "call_rollups_reseller_idx" ON "call_rollups" USING btree ("reseller_id","bucket");--> statement-breakpoint
CREATE INDEX "call_rollups_partner_idx" ON "call_rollups" USING btree ("partner_id","bucket");--> statement-breakpoint
CREATE INDEX "call_rollups_agent_idx" ON "call_rollups" USING btree ("agent_id","bucket");--> statement-breakpoint
CREATE INDEX "call_rollups_bucket_idx" ON "call_rollups" USING btree ("bucket");--> statement-breakpoint
CREATE INDEX "calls_cnam_trgm_idx" ON "calls" USING gin ("cnam" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calls_from_number_trgm_idx" ON "calls" USING gin ("from_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calls_to_number_trgm_idx" ON "calls" USING gin ("to_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calls_transfer_trgm_idx" ON "calls" USING gin ("transfer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_account_name_trgm_idx" ON "accounts" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_username_trgm_idx" ON "accounts" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_phone_number_trgm_idx" ON "accounts" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_org_updated_idx" ON "contacts" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "contacts_org_firstname_idx" ON "contacts" USING btree ("organization_id",lower("data" ->> 'firstName'),"id");--> statement-breakpoint
CREATE INDEX "contacts_org_lastname_idx" ON "contacts" USING btree ("organization_id",lower("data" ->> 'lastName'),"id");--> statement-breakpoint
CREATE INDEX "contacts_org_email_idx" ON "contacts" USING btree ("organization_id",lower("data" ->> 'email'),"id");--> statement-breakpoint
CREATE INDEX "contacts_org_phonenumber_idx" ON "contacts" USING btree ("organization_id",lower("data" ->> 'phoneNumber'),"id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- hand-written: the roll-ups follow every change of `calls` in the changing statement (one upsert of
-- the statement's rows grouped by key, in key order so concurrent writers lock rows alike), and start
-- from the calls already there.
CREATE FUNCTION call_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO call_rollups AS r (account_id, bucket, direction, agent_id, partner_id, reseller_id, calls, duration, appointment_booked, transfer_made)
    SELECT account_id, date_trunc('hour', "timestamp", 'UTC'), direction, agent_id, partner_id, reseller_id,
      -count(*), -sum(duration), -sum(appointment_booked), -sum(transfer_made)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT call_rollups_key DO UPDATE SET calls = r.calls + excluded.calls, duration = r.duration + excluded.duration,
      appointment_booked = r.appointment_booked + excluded.appointment_booked, transfer_made = r.transfer_made + excluded.transfer_made;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO call_rollups AS r (account_id, bucket, direction, agent_id, partner_id, reseller_id, calls, duration, appointment_booked, transfer_made)
    SELECT account_id, date_trunc('hour', "timestamp", 'UTC'), direction, agent_id, partner_id, reseller_id,
      count(*), sum(duration), sum(appointment_booked), sum(transfer_made)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT call_rollups_key DO UPDATE SET calls = r.calls + excluded.calls, duration = r.duration + excluded.duration,
      appointment_booked = r.appointment_booked + excluded.appointment_booked, transfer_made = r.transfer_made + excluded.transfer_made;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION call_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM call_rollups;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER calls_rollups_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_rollups_apply();--> statement-breakpoint
CREATE TRIGGER calls_rollups_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_rollups_apply();--> statement-breakpoint
CREATE TRIGGER calls_rollups_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_rollups_apply();--> statement-breakpoint
CREATE TRIGGER calls_rollups_truncate AFTER TRUNCATE ON calls FOR EACH STATEMENT EXECUTE FUNCTION call_rollups_clear();--> statement-breakpoint
INSERT INTO call_rollups (account_id, bucket, direction, agent_id, partner_id, reseller_id, calls, duration, appointment_booked, transfer_made)
SELECT account_id, date_trunc('hour', "timestamp", 'UTC'), direction, agent_id, partner_id, reseller_id, count(*), sum(duration), sum(appointment_booked), sum(transfer_made)
FROM calls GROUP BY 1, 2, 3, 4, 5, 6;
