DROP INDEX "calendar_bookings_turn_key_idx";--> statement-breakpoint
ALTER TABLE "calendar_bookings" ADD COLUMN "state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_bookings_turn_key_idx" ON "calendar_bookings" USING btree ("account_id","turn_key") WHERE "calendar_bookings"."state" <> 'cancelled';