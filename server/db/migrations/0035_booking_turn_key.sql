ALTER TABLE "calendar_bookings" ADD COLUMN "turn_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_bookings_turn_key_idx" ON "calendar_bookings" USING btree ("account_id","turn_key");--> statement-breakpoint
-- the booking action asks for the caller's email (Calendly books nobody without one): the catalogue's
-- bookAppointment gains the `email` parameter in databases seeded before it (server/seed/agentCatalogue.ts)
UPDATE "agent_apps" SET "functions" = (
	SELECT jsonb_agg(CASE WHEN f->>'name' = 'bookAppointment' AND jsonb_typeof(f->'parameters'->'properties') = 'object'
		THEN jsonb_set(f, '{parameters,properties,email}', '{"type":"string","description":"Caller email address (Calendly needs it to book)"}'::jsonb)
		ELSE f END ORDER BY ord)
	FROM jsonb_array_elements("functions") WITH ORDINALITY AS e(f, ord)
) WHERE "app_id" = 'calendar' AND jsonb_typeof("functions") = 'array' AND jsonb_array_length("functions") > 0;
