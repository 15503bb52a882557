ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
CREATE UNIQUE INDEX "users_one_owner" ON "users" USING btree ((true)) WHERE 'owner' = ANY("users"."roles");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_roles_known" CHECK ("users"."roles" <@ ARRAY['owner','admin','editor','author','translator','pastor','moderator','treasurer']::text[]);--> statement-breakpoint
-- Hand-written (keep at the end, in this order, when the migration is renumbered or regenerated):
-- today's administrators become staff: the first one (the lowest id) the owner, the others
-- admins. Only then can the rule that `is_admin` matches the roles hold, so drizzle-kit's
-- `users_is_admin_roles` constraint was moved here, after the update.
UPDATE "users" SET "roles" = ARRAY['owner']::text[]
  WHERE "id" = (SELECT min("id") FROM "users" WHERE "is_admin");--> statement-breakpoint
UPDATE "users" SET "roles" = ARRAY['admin']::text[]
  WHERE "is_admin" AND "roles" = '{}'::text[];--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_is_admin_roles" CHECK ("users"."is_admin" = ("users"."roles" && ARRAY['owner','admin']::text[]));
