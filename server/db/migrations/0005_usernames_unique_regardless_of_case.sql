-- Usernames that differ only in case may already exist. The oldest account keeps its name; each
-- later one gets its id appended ('alice' becomes 'alice-42'). Members sign in by e-mail, so
-- nobody is locked out. Should a renamed one still collide (another account called exactly
-- 'alice-42'), the index refuses it and the whole migration rolls back, leaving the data as it was.
UPDATE "users" AS "u" SET "username" = "u"."username" || '-' || "u"."id"
WHERE EXISTS (
  SELECT 1 FROM "users" AS "o"
  WHERE lower("o"."username") = lower("u"."username") AND "o"."id" < "u"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));
