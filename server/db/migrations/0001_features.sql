ALTER TABLE "conversations" ADD COLUMN "member_unread_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "admin_unread_count" integer DEFAULT 0 NOT NULL;