CREATE TABLE "donation_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donation_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stripe_subscription_id" text NOT NULL,
	"donor_id" integer NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"frequency" text NOT NULL,
	"fund_id" integer,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"next_charge_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "donation_subscriptions_frequency_known" CHECK ("donation_subscriptions"."frequency" IN ('week', 'month')),
	CONSTRAINT "donation_subscriptions_amount_positive" CHECK ("donation_subscriptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "donors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text,
	"user_id" integer,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donors_email_unique" UNIQUE("email"),
	CONSTRAINT "donors_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "stripe_payment_intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "stripe_invoice_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "frequency" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "fund_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_id" integer;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD CONSTRAINT "donation_subscriptions_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donation_subscriptions_user_idx" ON "donation_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_name_lower_unique" ON "funds" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_subscription_id_donation_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."donation_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripe_invoice_id_unique" UNIQUE("stripe_invoice_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_frequency_known" CHECK ("donations"."frequency" IN ('once', 'week', 'month'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_stripe_reference" CHECK ("donations"."stripe_payment_intent_id" IS NOT NULL OR "donations"."stripe_invoice_id" IS NOT NULL);