ALTER TABLE "newsletter_campaigns" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_language" CHECK ("newsletter_campaigns"."language" IS NULL OR "newsletter_campaigns"."language" IN ('en', 'es', 'pt'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_language" CHECK ("newsletter_subscriptions"."language" IN ('en', 'es', 'pt'));