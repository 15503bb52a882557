CREATE TABLE "backup_schedule" (
	"id" text PRIMARY KEY NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"last_made_at" timestamp with time zone
);
