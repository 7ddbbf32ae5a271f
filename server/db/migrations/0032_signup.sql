CREATE TABLE "signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"number" text,
	"external_account_id" text,
	"partner_id" integer NOT NULL,
	"reseller_id" integer,
	"domain_profile_id" integer NOT NULL,
	"temp_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'signin' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "signup_id" integer;