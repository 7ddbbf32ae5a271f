CREATE TABLE "usage_counters" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_account_id_day_key_pk" PRIMARY KEY("account_id","day","key")
);
--> statement-breakpoint
-- hand-written: messages in and out counted per organization and UTC day as they are written,
-- whoever writes them (the runtime, the inbox, the seed); a deleted message stays used.
CREATE FUNCTION usage_counters_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO usage_counters AS u (account_id, day, key, quantity)
  SELECT account_id, (created_at AT TIME ZONE 'UTC')::date,
    CASE WHEN direction = 'in' THEN 'inbound-message' ELSE 'outbound-message' END, count(*)
  FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, day, key) DO UPDATE SET quantity = u.quantity + excluded.quantity;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER conversation_messages_usage AFTER INSERT ON conversation_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_counters_messages();--> statement-breakpoint
INSERT INTO usage_counters (account_id, day, key, quantity)
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date, CASE WHEN direction = 'in' THEN 'inbound-message' ELSE 'outbound-message' END, count(*)
FROM conversation_messages GROUP BY 1, 2, 3;
