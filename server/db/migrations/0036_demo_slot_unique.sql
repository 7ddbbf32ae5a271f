-- one Demo calendar booking per start and account (two calls booking one slot at once could both pass
-- the read-then-insert check): a duplicate made before this index is dropped, the first one kept
DELETE FROM "calendar_bookings" AS b USING "calendar_bookings" AS first
	WHERE b."provider" = 'demo' AND first."provider" = 'demo' AND b."account_id" = first."account_id" AND b."start_at" = first."start_at" AND (b."created_at", b."id") > (first."created_at", first."id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_bookings_demo_slot_idx" ON "calendar_bookings" USING btree ("account_id","start_at") WHERE "calendar_bookings"."provider" = 'demo';
