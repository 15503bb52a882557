CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_title_language_key";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug" text;--> statement-breakpoint
-- Articles written before this migration were visible to everyone: they stay published.
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_image" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "articles" SET "created_at" = "published_at", "updated_at" = "published_at";--> statement-breakpoint
-- The slug as the server makes one (slugFromTitle in contract/publishing.ts): accents dropped,
-- lowercase words joined by hyphens, cut at a word to 100 characters; the same title in two
-- languages gets -2, -3.
UPDATE "articles" AS a SET "slug" = CASE WHEN s.n = 1 THEN s.base ELSE s.base || '-' || s.n END
FROM (
	SELECT "id", base, row_number() OVER (PARTITION BY base ORDER BY "id") AS n
	FROM (
		SELECT "id", coalesce(nullif(CASE WHEN length(words) <= 100 THEN words
			ELSE coalesce(nullif(regexp_replace(left(words, 101), '-[^-]*$', ''), ''), left(words, 100))
			END, ''), 'article') AS base
		FROM (
			SELECT "id", trim(BOTH '-' FROM regexp_replace(
				translate(
					replace(replace(lower(regexp_replace(normalize("title", NFKD), '[\u0300-\u036f]', '', 'g')), 'ß', 'ss'), 'æ', 'ae'),
					'ø', 'o'),
				'[^a-z0-9]+', '-', 'g')) AS words
			FROM "articles"
		) AS titles
	) AS bases
) AS s
WHERE a."id" = s."id";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
UPDATE "articles" SET "original_id" = NULL
WHERE "original_id" IS NOT NULL AND "original_id" NOT IN (SELECT "id" FROM "articles");--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_original_id_articles_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_language_published_idx" ON "articles" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "articles_original_idx" ON "articles" USING btree ("original_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_known" CHECK ("articles"."status" IN ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_visible_dated" CHECK ("articles"."status" = 'draft' OR "articles"."published_at" IS NOT NULL);
