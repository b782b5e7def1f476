CREATE TABLE "ad_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"payer_id" text,
	"provider" text NOT NULL,
	"provider_reference" text,
	"provider_payment_id" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_payments_campaign_id_unique" UNIQUE("campaign_id"),
	CONSTRAINT "ad_payments_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "ad_payments_status_check" CHECK (status in ('pending', 'paid', 'refunded')),
	CONSTRAINT "ad_payments_provider_check" CHECK (provider in ('local', 'stripe')),
	CONSTRAINT "ad_payments_amount_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" DROP CONSTRAINT "ad_campaigns_status_check";--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_payments_payer_idx" ON "ad_payments" USING btree ("payer_id");--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_status_check" CHECK (status in ('draft', 'in_review', 'scheduled', 'live', 'paused', 'completed', 'canceled'));