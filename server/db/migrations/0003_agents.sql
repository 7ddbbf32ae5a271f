CREATE TABLE "agent_apps" (
	"app_id" text NOT NULL,
	"version" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"functions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "agent_apps_app_id_version_pk" PRIMARY KEY("app_id","version")
);
--> statement-breakpoint
CREATE TABLE "agent_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"mode" text DEFAULT 'FULL_AGENT' NOT NULL,
	"template_id" uuid,
	"template_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"staging" jsonb NOT NULL,
	"production" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "agent_campaigns_agent_id_unique" UNIQUE("agent_id")
);
--> statement-breakpoint
CREATE TABLE "agent_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"template_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"campaign" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" integer NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_campaigns" ADD CONSTRAINT "agent_campaigns_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_templates" ADD CONSTRAINT "agent_templates_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD CONSTRAINT "agent_versions_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_campaigns_org_idx" ON "agent_campaigns" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "agent_campaigns_template_idx" ON "agent_campaigns" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "agent_templates_owner_idx" ON "agent_templates" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "agent_versions_agent_created_idx" ON "agent_versions" USING btree ("agent_id","created_at" DESC NULLS LAST);