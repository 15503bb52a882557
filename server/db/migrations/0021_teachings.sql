CREATE TABLE "audio_files" (
	"key" text PRIMARY KEY NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teaching_books" (
	"book" smallint NOT NULL,
	"teaching_id" integer NOT NULL,
	CONSTRAINT "teaching_books_book_teaching_id_pk" PRIMARY KEY("book","teaching_id")
);
--> statement-breakpoint
CREATE TABLE "teaching_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teaching_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"artwork" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "teaching_speakers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teaching_speakers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"bio" text,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teaching_speakers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "teachings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teachings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"series_id" integer,
	"speaker_id" integer,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"passages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audio_key" text,
	"youtube_id" text,
	"notes" text,
	"transcript" jsonb,
	"transcript_text" text,
	"episode" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "teachings_status_known" CHECK ("teachings"."status" IN ('draft', 'scheduled', 'published')),
	CONSTRAINT "teachings_visible_dated" CHECK ("teachings"."status" = 'draft' OR "teachings"."published_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "teaching_books" ADD CONSTRAINT "teaching_books_teaching_id_teachings_id_fk" FOREIGN KEY ("teaching_id") REFERENCES "public"."teachings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachings" ADD CONSTRAINT "teachings_series_id_teaching_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."teaching_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachings" ADD CONSTRAINT "teachings_speaker_id_teaching_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."teaching_speakers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachings" ADD CONSTRAINT "teachings_audio_key_audio_files_key_fk" FOREIGN KEY ("audio_key") REFERENCES "public"."audio_files"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teaching_books_teaching_idx" ON "teaching_books" USING btree ("teaching_id");--> statement-breakpoint
CREATE INDEX "teaching_series_language_idx" ON "teaching_series" USING btree ("language");--> statement-breakpoint
CREATE INDEX "teachings_language_published_idx" ON "teachings" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "teachings_series_idx" ON "teachings" USING btree ("series_id","episode");--> statement-breakpoint
CREATE INDEX "teachings_speaker_idx" ON "teachings" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "teachings_topics_idx" ON "teachings" USING gin ("topics");--> statement-breakpoint
CREATE UNIQUE INDEX "teachings_series_episode_unique" ON "teachings" USING btree ("series_id","episode");