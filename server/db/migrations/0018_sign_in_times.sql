ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Members signed in now have signed in before: they are greeted as returning.
UPDATE "users" SET "last_sign_in_at" = (SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id");
