CREATE TABLE "teaching_listening" (
	"user_id" integer NOT NULL,
	"teaching_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_listening_user_id_teaching_id_pk" PRIMARY KEY("user_id","teaching_id"),
	CONSTRAINT "teaching_listening_seconds_range" CHECK ("teaching_listening"."seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "goal_counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teaching_series" ADD COLUMN "spotify_url" text;--> statement-breakpoint
ALTER TABLE "teaching_listening" ADD CONSTRAINT "teaching_listening_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_listening" ADD CONSTRAINT "teaching_listening_teaching_id_teachings_id_fk" FOREIGN KEY ("teaching_id") REFERENCES "public"."teachings"("id") ON DELETE cascade ON UPDATE no action;