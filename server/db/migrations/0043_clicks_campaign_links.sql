CREATE TABLE "campaign_link_clicks" (
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_link_clicks_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_link_visitors" (
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "campaign_link_visitors_link_id_day_visitor_pk" PRIMARY KEY("link_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "campaign_links" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "campaign_links_position" CHECK ("campaign_links"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_link_clicks" ADD CONSTRAINT "campaign_link_clicks_link_id_campaign_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."campaign_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_link_visitors" ADD CONSTRAINT "campaign_link_visitors_link_id_campaign_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."campaign_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_link_clicks_day_idx" ON "campaign_link_clicks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "campaign_link_visitors_day_idx" ON "campaign_link_visitors" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_links_campaign_position_idx" ON "campaign_links" USING btree ("campaign_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_links_campaign_url_idx" ON "campaign_links" USING btree ("campaign_id","url");