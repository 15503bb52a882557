CREATE TABLE "site_identity" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"logo" jsonb,
	"pictures" jsonb,
	"logo_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_identity_one_row" CHECK ("site_identity"."id" = 1)
);
--> statement-breakpoint
-- Written by hand: schema-content.ts cannot import the users table (an import cycle).
ALTER TABLE "site_identity" ADD CONSTRAINT "site_identity_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
