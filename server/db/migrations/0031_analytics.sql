CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_lang_dimension_value_pk" PRIMARY KEY("day","lang","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_goals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"name" text NOT NULL,
	"lang" text,
	"entry_path" text,
	"content_path" text,
	"fund" text,
	"amount_cents" integer,
	"currency" text
);
--> statement-breakpoint
CREATE TABLE "analytics_job" (
	"id" text PRIMARY KEY NOT NULL,
	"claimed_by" text,
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"path" text NOT NULL,
	"page_key" text,
	"lang" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"country" text,
	"via" text NOT NULL,
	CONSTRAINT "analytics_views_via" CHECK ("analytics_views"."via" IN ('page', 'beacon'))
);
--> statement-breakpoint
CREATE INDEX "analytics_goals_day_idx" ON "analytics_goals" USING btree ("day","name");--> statement-breakpoint
CREATE INDEX "analytics_views_day_idx" ON "analytics_views" USING btree ("day","visitor","at");--> statement-breakpoint
CREATE INDEX "analytics_views_at_idx" ON "analytics_views" USING btree ("at");