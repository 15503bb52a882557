-- The site search follows the teachings, the studies and the ministry's pages, as it follows the
-- articles (search_put and search_remove: the search migration). Written by hand: drizzle-kit
-- cannot express triggers.
-- Teachings: found from their publication time on (a scheduled one waits for it); drafts never.
CREATE FUNCTION search_sync_teaching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('teaching', OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'draft' AND NEW.published_at IS NOT NULL THEN
    PERFORM search_put('teaching', NEW.id, NEW.language, NEW.title,
      NEW.description || E'\n' || coalesce(NEW.notes, '') || E'\n' || coalesce(NEW.transcript_text, ''),
      '/teachings/' || NEW.slug, 'public', NEW.published_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_teachings AFTER INSERT OR UPDATE OR DELETE ON teachings
  FOR EACH ROW EXECUTE FUNCTION search_sync_teaching();--> statement-breakpoint
-- Studies: each language the study is written in, once it is published.
CREATE FUNCTION search_put_study(s studies) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lang text;
BEGIN
  FOR lang IN SELECT jsonb_object_keys(s.title) LOOP
    PERFORM search_put('study', s.id, lang, s.title ->> lang,
      coalesce(s.description ->> lang, '') || E'\n' || coalesce(s.content ->> lang, ''),
      '/bible-study?study=' || s.id || '&lang=' || lang, 'public', NULL);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_sync_study() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('study', OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' THEN PERFORM search_put_study(NEW); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_studies AFTER INSERT OR UPDATE OR DELETE ON studies
  FOR EACH ROW EXECUTE FUNCTION search_sync_study();--> statement-breakpoint
-- The ministry's pages: one document per page, in its language, once published. A page's id is
-- its row's (one row per slug and language).
CREATE FUNCTION search_sync_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('page', OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' THEN
    PERFORM search_put('page', NEW.id, NEW.language, NEW.title, NEW.content,
      '/pages/' || NEW.slug, 'public', NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_site_pages AFTER INSERT OR UPDATE OR DELETE ON site_pages
  FOR EACH ROW EXECUTE FUNCTION search_sync_page();--> statement-breakpoint
-- The bundled studies were indexed from the code until now: the table's rows take their place.
SELECT search_remove('study', id) FROM studies;--> statement-breakpoint
SELECT search_put_study(s) FROM studies s WHERE s.status = 'published';--> statement-breakpoint
SELECT search_put('teaching', id, language, title,
  description || E'\n' || coalesce(notes, '') || E'\n' || coalesce(transcript_text, ''),
  '/teachings/' || slug, 'public', published_at)
FROM teachings WHERE status <> 'draft' AND published_at IS NOT NULL;--> statement-breakpoint
SELECT search_put('page', id, language, title, content, '/pages/' || slug, 'public', NULL)
FROM site_pages WHERE status = 'published';
