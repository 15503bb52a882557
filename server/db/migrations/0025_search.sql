CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"audience" text DEFAULT 'public' NOT NULL,
	"published_at" timestamp with time zone,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_record_id_language_pk" PRIMARY KEY("kind","record_id","language"),
	CONSTRAINT "search_documents_language" CHECK ("search_documents"."language" IN ('en', 'es', 'pt')),
	CONSTRAINT "search_documents_audience" CHECK ("search_documents"."audience" IN ('public', 'members'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- ---- Written by hand (drizzle-kit cannot express these); keep this block at the end ----------
-- The site search (server/modules/search). `unaccent` lets "jesus" find "Jesús"; PGlite loads it
-- from server/db/connect.ts (pgliteExtensions), PostgreSQL ships it in contrib (trusted since 13).
-- One text search configuration per language: the language's stemmer after accents are removed.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_es (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION search_pt (COPY = pg_catalog.portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION search_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
-- The configuration of a document's (or a query's) language: en, es or pt.
CREATE FUNCTION search_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE language WHEN 'es' THEN 'search_es' WHEN 'pt' THEN 'search_pt' ELSE 'search_en' END::regconfig
$$;--> statement-breakpoint
-- Markdown and markup to plain words: link targets, tags and markup signs become spaces.
CREATE FUNCTION search_plain(content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(content,
    '\]\([^)]*\)', ' ', 'g'), '<[^>]*>', ' ', 'g'), '[#*_`~>|\[\]]+', ' ', 'g'), '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- Writes (or rewrites) one document and adds its words to the lexicon of corrections. The only
-- writer of search_documents: triggers below and the application's indexDocument call it.
CREATE FUNCTION search_put(p_kind text, p_record_id integer, p_language text, p_title text,
  p_body text, p_url text, p_audience text, p_published_at timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  lang text := CASE WHEN p_language IN ('es', 'pt') THEN p_language ELSE 'en' END;
  plain text := search_plain(coalesce(p_body, ''));
BEGIN
  INSERT INTO search_documents (kind, record_id, language, title, body, url, audience, published_at, tsv)
  VALUES (p_kind, p_record_id, lang, p_title, plain, p_url, p_audience, p_published_at,
    setweight(to_tsvector(search_config(lang), p_title), 'A') ||
    setweight(to_tsvector(search_config(lang), plain), 'B'))
  ON CONFLICT (kind, record_id, language) DO UPDATE SET
    title = excluded.title, body = excluded.body, url = excluded.url, audience = excluded.audience,
    published_at = excluded.published_at, tsv = excluded.tsv;
  -- In one order, so two writers adding the same words wait for each other rather than deadlock.
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(p_title || ' ' || plain)), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '^[0-9]+$'
  ORDER BY w
  ON CONFLICT DO NOTHING;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_remove(p_kind text, p_record_id integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE kind = p_kind AND record_id = p_record_id
$$;--> statement-breakpoint
-- Articles: found from their publication time on (a scheduled one waits for it); drafts never.
CREATE FUNCTION search_sync_article() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('article', OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'draft' AND NEW.published_at IS NOT NULL THEN
    PERFORM search_put('article', NEW.id, NEW.language, NEW.title,
      coalesce(NEW.excerpt, '') || E'\n' || NEW.content, '/articles/' || NEW.slug, 'public', NEW.published_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_articles AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION search_sync_article();--> statement-breakpoint
-- Videos: listed from their publication time on.
CREATE FUNCTION search_sync_video() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('video', OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM search_put('video', NEW.id, 'en', NEW.title, NEW.description, '/videos', 'public', NEW.published_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_videos AFTER INSERT OR UPDATE OR DELETE ON videos
  FOR EACH ROW EXECUTE FUNCTION search_sync_video();--> statement-breakpoint
-- Ebooks: all in the store.
CREATE FUNCTION search_sync_ebook() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('ebook', OLD.id); END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM search_put('ebook', NEW.id, 'en', NEW.title, NEW.description, '/store', 'public', NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_ebooks AFTER INSERT OR UPDATE OR DELETE ON ebooks
  FOR EACH ROW EXECUTE FUNCTION search_sync_ebook();--> statement-breakpoint
-- Questions: the public ones, with their answers as part of the text.
CREATE FUNCTION search_put_question(p_id integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  q record;
BEGIN
  PERFORM search_remove('question', p_id);
  SELECT id, title, content, language, is_public INTO q FROM questions WHERE id = p_id;
  IF FOUND AND q.is_public THEN
    PERFORM search_put('question', q.id, q.language, q.title,
      q.content || E'\n' || coalesce((SELECT string_agg(a.content, E'\n' ORDER BY a.id)
        FROM answers a WHERE a.question_id = q.id), ''),
      '/questions/' || q.id, 'public', NULL);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_sync_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_remove('question', OLD.id);
  ELSE PERFORM search_put_question(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_questions AFTER INSERT OR UPDATE OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION search_sync_question();--> statement-breakpoint
CREATE FUNCTION search_sync_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_put_question(CASE WHEN TG_OP = 'DELETE' THEN OLD.question_id ELSE NEW.question_id END);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_answers AFTER INSERT OR UPDATE OR DELETE ON answers
  FOR EACH ROW EXECUTE FUNCTION search_sync_answer();--> statement-breakpoint
-- What was written before the index existed.
SELECT search_put('article', id, language, title, coalesce(excerpt, '') || E'\n' || content,
  '/articles/' || slug, 'public', published_at)
FROM articles WHERE status <> 'draft' AND published_at IS NOT NULL;--> statement-breakpoint
SELECT search_put('video', id, 'en', title, description, '/videos', 'public', published_at) FROM videos;--> statement-breakpoint
SELECT search_put('ebook', id, 'en', title, description, '/store', 'public', NULL) FROM ebooks;--> statement-breakpoint
SELECT search_put_question(id) FROM questions WHERE is_public;
