ALTER TABLE "events" ADD COLUMN "group_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "events_group_schedule_key" ON "events" USING btree ("study_group_id") WHERE "events"."group_only";--> statement-breakpoint
-- A group's own meetings are for its members: never in the site search (the search_events
-- trigger of the events' search migration, now skipping them).
CREATE OR REPLACE FUNCTION search_sync_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM search_remove('event', OLD.id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'published' AND NOT NEW.group_only THEN
    PERFORM search_put('event', NEW.id, NEW.language, NEW.title,
      NEW.description || E'\n' || coalesce(NEW.place_name, '') || E'\n' || coalesce(NEW.place_address, ''),
      '/events/' || NEW.slug, 'public', NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A group's schedule goes with the group (the foreign key would only forget the group).
CREATE FUNCTION study_group_schedule_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM events WHERE study_group_id = OLD.id AND group_only;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER study_group_schedule_gone BEFORE DELETE ON study_groups
  FOR EACH ROW EXECUTE FUNCTION study_group_schedule_gone();
