CREATE TABLE "imported_media" (
	"url" text PRIMARY KEY NOT NULL,
	"media_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"path" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_imports" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wordpress_posts" (
	"guid" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"modified" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_imports" ADD CONSTRAINT "subscriber_imports_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordpress_posts" ADD CONSTRAINT "wordpress_posts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirects_article_idx" ON "redirects" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "wordpress_posts_article_idx" ON "wordpress_posts" USING btree ("article_id");