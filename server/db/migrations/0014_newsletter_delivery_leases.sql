ALTER TABLE "newsletter_deliveries" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "lease_until" timestamp with time zone;