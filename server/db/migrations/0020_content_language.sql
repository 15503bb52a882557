ALTER TABLE "questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_language" CHECK ("questions"."language" IN ('en', 'es', 'pt'));--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_language" CHECK ("study_groups"."language" IN ('en', 'es', 'pt'));