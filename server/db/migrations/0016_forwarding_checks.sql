CREATE TABLE "forwarding_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number_id" integer NOT NULL,
	"number" text NOT NULL,
	"account_id" integer NOT NULL,
	"reseller_id" integer,
	"partner_id" integer,
	"cell_number" text NOT NULL,
	"carrier_call_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"proven_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "forwarding_checks_number_idx" ON "forwarding_checks" USING btree ("number","created_at");--> statement-breakpoint
CREATE INDEX "forwarding_checks_phone_idx" ON "forwarding_checks" USING btree ("phone_number_id","created_at");