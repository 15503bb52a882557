-- The site search follows the published events, as it follows the articles (search_put and
-- search_remove: the search migration). Written by hand: drizzle-kit cannot express triggers.
-- A draft is never found; an event whose last meeting has ended is taken out by the events'
-- five-minute run (server/modules/events/search-sweep.ts), which knows the application's clock.
CREATE FUNCTION search_sync_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('event', OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' THEN
    PERFORM search_put('event', NEW.id, NEW.language, NEW.title,
      NEW.description || E'\n' || coalesce(NEW.place_name, '') || E'\n' || coalesce(NEW.place_address, ''),
      '/events/' || NEW.slug, 'public', NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_events AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION search_sync_event();--> statement-breakpoint
SELECT search_put('event', id, language, title,
  description || E'\n' || coalesce(place_name, '') || E'\n' || coalesce(place_address, ''),
  '/events/' || slug, 'public', NULL)
FROM events WHERE status = 'published' AND (rrule IS NOT NULL OR ends_at > now());
