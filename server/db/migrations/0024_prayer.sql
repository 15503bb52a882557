CREATE TABLE "prayer_flags" (
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_flags_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_prayed" (
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_prayed_request_id_user_id_day_pk" PRIMARY KEY("request_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "prayer_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayer_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"category" text,
	"visibility" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"held_for_links" boolean DEFAULT false NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"prayed_count" integer DEFAULT 0 NOT NULL,
	"flag_count" integer DEFAULT 0 NOT NULL,
	"moderator_note" text,
	"reviewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"praise" text,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_requests_visibility" CHECK ("prayer_requests"."visibility" IN ('public', 'members', 'pastoral')),
	CONSTRAINT "prayer_requests_status" CHECK ("prayer_requests"."status" IN ('waiting', 'approved', 'rejected')),
	CONSTRAINT "prayer_requests_counts" CHECK ("prayer_requests"."prayed_count" >= 0 AND "prayer_requests"."flag_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prayer_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prayer_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_flags" ADD CONSTRAINT "prayer_flags_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_flags" ADD CONSTRAINT "prayer_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_prayed" ADD CONSTRAINT "prayer_prayed_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_prayed" ADD CONSTRAINT "prayer_prayed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_updates" ADD CONSTRAINT "prayer_updates_request_id_prayer_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prayer_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_prayed_user_idx" ON "prayer_prayed" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_wall_idx" ON "prayer_requests" USING btree ("status","visibility","expires_at");--> statement-breakpoint
CREATE INDEX "prayer_requests_user_idx" ON "prayer_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prayer_updates_request_idx" ON "prayer_updates" USING btree ("request_id");