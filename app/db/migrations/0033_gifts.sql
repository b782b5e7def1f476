CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"plan_id" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"buyer_id" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"provider_payment_id" text,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text,
	"starts_at" timestamp with time zone,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_code_unique" UNIQUE("code"),
	CONSTRAINT "gifts_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "gifts_months_check" CHECK (months in (1, 3, 6, 12)),
	CONSTRAINT "gifts_status_check" CHECK (status in ('pending', 'paid', 'sent', 'redeemed')),
	CONSTRAINT "gifts_provider_check" CHECK (provider in ('local', 'stripe')),
	CONSTRAINT "gifts_amount_check" CHECK ("gifts"."amount_cents" > 0),
	CONSTRAINT "gifts_message_check" CHECK (char_length("gifts"."message") <= 500)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_provider_check";--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_created_idx" ON "gifts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gifts_status_send_idx" ON "gifts" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "gifts_waiting_idx" ON "gifts" USING btree ("redeemed_by") WHERE status = 'redeemed' and subscription_id is null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_check" CHECK (provider in ('local', 'stripe', 'gift'));