CREATE TABLE "event_attendance" (
	"registration_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendance_registration_id_occurrence_start_pk" PRIMARY KEY("registration_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "event_exceptions" (
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"moved_start" timestamp with time zone,
	"moved_end" timestamp with time zone,
	CONSTRAINT "event_exceptions_event_id_occurrence_start_pk" PRIMARY KEY("event_id","occurrence_start"),
	CONSTRAINT "event_exceptions_kind" CHECK ("event_exceptions"."cancelled" OR ("event_exceptions"."moved_start" IS NOT NULL AND "event_exceptions"."moved_end" >= "event_exceptions"."moved_start"))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"places" integer DEFAULT 1 NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"cancel_token" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status" CHECK ("event_registrations"."status" IN ('pending', 'confirmed', 'waitlisted', 'cancelled')),
	CONSTRAINT "event_registrations_places" CHECK ("event_registrations"."places" > 0),
	CONSTRAINT "event_registrations_language" CHECK ("event_registrations"."language" IN ('en', 'es', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"registration_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_registration_id_occurrence_start_kind_pk" PRIMARY KEY("registration_id","occurrence_start","kind"),
	CONSTRAINT "event_reminders_kind" CHECK ("event_reminders"."kind" IN ('day', 'hour'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"place_name" text,
	"place_address" text,
	"map_url" text,
	"online_url" text,
	"image_url" text,
	"capacity" integer,
	"registration_open" boolean DEFAULT true NOT NULL,
	"registration_until" timestamp with time zone,
	"rrule" text,
	"study_group_id" integer,
	"study_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status" CHECK ("events"."status" IN ('draft', 'published')),
	CONSTRAINT "events_language" CHECK ("events"."language" IN ('en', 'es', 'pt')),
	CONSTRAINT "events_times" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_capacity" CHECK ("events"."capacity" IS NULL OR "events"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_attendance" ADD CONSTRAINT "event_attendance_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_exceptions" ADD CONSTRAINT "event_exceptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_study_group_id_study_groups_id_fk" FOREIGN KEY ("study_group_id") REFERENCES "public"."study_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_key" ON "event_registrations" USING btree ("cancel_token");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_member_key" ON "event_registrations" USING btree ("event_id","user_id") WHERE "event_registrations"."user_id" IS NOT NULL AND "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_key" ON "event_registrations" USING btree ("event_id","email") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("status","starts_at");