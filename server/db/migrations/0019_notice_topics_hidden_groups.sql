-- Folded notices are kept per topic ('conversation:12', 'questions'); the folds pending at the upgrade are kept.
ALTER TABLE "admin_notice_folds" DROP CONSTRAINT "admin_notice_folds_conversation_id_conversations_id_fk";--> statement-breakpoint
ALTER TABLE "admin_notice_folds" DROP CONSTRAINT "admin_notice_folds_pkey";--> statement-breakpoint
ALTER TABLE "admin_notice_folds" ADD COLUMN "topic" text;--> statement-breakpoint
UPDATE "admin_notice_folds" SET "topic" = 'conversation:' || "conversation_id";--> statement-breakpoint
ALTER TABLE "admin_notice_folds" ALTER COLUMN "topic" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_notice_folds" ADD PRIMARY KEY ("topic");--> statement-breakpoint
ALTER TABLE "admin_notice_folds" RENAME COLUMN "told_through_message_id" TO "told_through_id";--> statement-breakpoint
ALTER TABLE "admin_notice_folds" DROP COLUMN "conversation_id";--> statement-breakpoint
ALTER TABLE "study_groups" ADD COLUMN "hidden_at" timestamp with time zone;
