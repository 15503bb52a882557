CREATE TABLE "admin_notice_folds" (
	"conversation_id" integer PRIMARY KEY NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"told_through_message_id" integer NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_writes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_writes_state_values" CHECK ("member_writes"."state" IN ('pending', 'stored', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "admin_notice_folds" ADD CONSTRAINT "admin_notice_folds_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_writes" ADD CONSTRAINT "member_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notice_folds_due_idx" ON "admin_notice_folds" USING btree ("window_ends_at") WHERE "admin_notice_folds"."pending" > 0;--> statement-breakpoint
CREATE INDEX "member_writes_user_created_idx" ON "member_writes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_uploaded_by_idx" ON "attachments" USING btree ("uploaded_by");