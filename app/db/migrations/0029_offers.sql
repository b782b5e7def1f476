CREATE TABLE "offer_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"subscription_id" uuid,
	"plan_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT 'signup' NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"amount_off_cents" integer DEFAULT 0 NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"periods" integer,
	"plan_id" text,
	"redemption_limit" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_code_unique" UNIQUE("code"),
	CONSTRAINT "offers_code_check" CHECK ("offers"."code" ~ '^[A-Z0-9][A-Z0-9_-]{2,31}$'),
	CONSTRAINT "offers_kind_check" CHECK (kind in ('percent', 'amount', 'trial')),
	CONSTRAINT "offers_purpose_check" CHECK (purpose in ('signup', 'retention')),
	CONSTRAINT "offers_percent_check" CHECK ("offers"."percent_off" between 0 and 100),
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount_off_cents" >= 0),
	CONSTRAINT "offers_trial_check" CHECK ("offers"."trial_days" between 0 and 365),
	CONSTRAINT "offers_periods_check" CHECK ("offers"."periods" is null or "offers"."periods" between 1 and 36),
	CONSTRAINT "offers_limit_check" CHECK ("offers"."redemption_limit" is null or "offers"."redemption_limit" >= 1),
	CONSTRAINT "offers_count_check" CHECK ("offers"."redemption_count" >= 0 and ("offers"."redemption_limit" is null or "offers"."redemption_count" <= "offers"."redemption_limit"))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "discount_periods_left" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_subscription_idx" ON "offer_redemptions" USING btree ("offer_id","subscription_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_idx" ON "offer_redemptions" USING btree ("offer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_discount_amount_check" CHECK ("subscriptions"."discount_amount_cents" >= 0);--> statement-breakpoint
INSERT INTO "offers" ("code", "name", "description", "kind", "percent_off") VALUES ('STUDENT50', 'Student discount', 'Students get 50% off every payment.', 'percent', 50) ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
UPDATE "subscriptions" SET "offer_id" = (SELECT "id" FROM "offers" WHERE "code" = 'STUDENT50') WHERE "promotion_code" = 'STUDENT50';
