CREATE TABLE "bookmarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookmarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"book" integer NOT NULL,
	"start_chapter" integer NOT NULL,
	"start_verse" integer NOT NULL,
	"end_chapter" integer NOT NULL,
	"end_verse" integer NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "highlights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"book" integer NOT NULL,
	"start_chapter" integer NOT NULL,
	"start_verse" integer NOT NULL,
	"end_chapter" integer NOT NULL,
	"end_verse" integer NOT NULL,
	"reference" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlights_color_values" CHECK ("highlights"."color" IN ('yellow', 'green', 'blue', 'pink', 'orange'))
);
--> statement-breakpoint
CREATE TABLE "member_plan_days" (
	"member_plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_plan_days_member_plan_id_day_pk" PRIMARY KEY("member_plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"started_on" text NOT NULL,
	"reminder_time" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_plans_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"book" integer NOT NULL,
	"start_chapter" integer NOT NULL,
	"start_verse" integer NOT NULL,
	"end_chapter" integer NOT NULL,
	"end_verse" integer NOT NULL,
	"reference" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_reminders" (
	"member_plan_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_reminders_member_plan_id_local_date_pk" PRIMARY KEY("member_plan_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_plan_days" ADD CONSTRAINT "member_plan_days_member_plan_id_member_plans_id_fk" FOREIGN KEY ("member_plan_id") REFERENCES "public"."member_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_plans" ADD CONSTRAINT "member_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_member_plan_id_member_plans_id_fk" FOREIGN KEY ("member_plan_id") REFERENCES "public"."member_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_place_key" ON "bookmarks" USING btree ("user_id","book","start_chapter","start_verse","end_chapter","end_verse");--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_user_place_key" ON "highlights" USING btree ("user_id","book","start_chapter","start_verse","end_chapter","end_verse");--> statement-breakpoint
CREATE INDEX "highlights_user_chapter_idx" ON "highlights" USING btree ("user_id","book","start_chapter");--> statement-breakpoint
CREATE UNIQUE INDEX "member_plans_user_plan_active_key" ON "member_plans" USING btree ("user_id","plan_id") WHERE "member_plans"."stopped_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_plans_reminders_idx" ON "member_plans" USING btree ("reminder_time") WHERE "member_plans"."stopped_at" IS NULL AND "member_plans"."reminder_time" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "notes_user_place_idx" ON "notes" USING btree ("user_id","book","start_chapter","start_verse");--> statement-breakpoint
CREATE INDEX "notes_user_updated_idx" ON "notes" USING btree ("user_id","updated_at");