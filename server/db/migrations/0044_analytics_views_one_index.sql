DROP INDEX "analytics_views_day_idx";--> statement-breakpoint
DROP INDEX "analytics_views_at_idx";--> statement-breakpoint
ALTER TABLE "analytics_views" DROP CONSTRAINT "analytics_views_pkey";--> statement-breakpoint
CREATE INDEX "analytics_views_day_visitor_idx" ON "analytics_views" USING btree ("day","visitor");
