-- A donor row used to take the account of whoever was signed in when an address was first (or
-- next) named, and a recurring gift took its member from that row, so a member could hold another
-- person's gift by typing their address. A link is kept only where it proves itself now: the
-- member's verified address is the donor's. Every other link is cleared: the gift stays visible to
-- whoever verifies that address (a member who gave signed in with an address not yet verified sees
-- it again once they verify). One-time gifts were only ever linked to the member signed in while
-- giving, and keep their link.
UPDATE "donation_subscriptions" AS "s" SET "user_id" = NULL
FROM "donors" AS "d"
WHERE "d"."id" = "s"."donor_id" AND "s"."user_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "users" AS "u"
  WHERE "u"."id" = "s"."user_id" AND "u"."email_verified_at" IS NOT NULL AND "u"."email" = "d"."email"
);--> statement-breakpoint
UPDATE "donations" AS "g" SET "user_id" = NULL
FROM "donation_subscriptions" AS "s"
WHERE "s"."id" = "g"."subscription_id" AND "s"."user_id" IS NULL AND "g"."user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "donors" AS "d" SET "user_id" = NULL
WHERE "d"."user_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "users" AS "u"
  WHERE "u"."id" = "d"."user_id" AND "u"."email_verified_at" IS NOT NULL AND "u"."email" = "d"."email"
);--> statement-breakpoint
ALTER TABLE "donors" DROP CONSTRAINT "donors_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "donors_member_email_unique" ON "donors" USING btree ("user_id","email") WHERE "donors"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "donors_email_idx" ON "donors" USING btree ("email");