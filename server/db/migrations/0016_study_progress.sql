CREATE TABLE "study_progress" (
	"user_id" integer NOT NULL,
	"study_id" integer NOT NULL,
	"language" text NOT NULL,
	"percent" integer NOT NULL,
	"anchor" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_progress_user_id_study_id_language_pk" PRIMARY KEY("user_id","study_id","language"),
	CONSTRAINT "study_progress_percent_range" CHECK ("study_progress"."percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "study_progress" ADD CONSTRAINT "study_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;