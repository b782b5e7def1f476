CREATE TABLE "ad_edition_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creative_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_edition_sponsorships_edition_id_unique" UNIQUE("edition_id")
);
--> statement-breakpoint
CREATE TABLE "ad_newsletter_clicks" (
	"sponsorship_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_newsletter_clicks_sponsorship_id_delivery_id_pk" PRIMARY KEY("sponsorship_id","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD COLUMN "newsletter_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD COLUMN "newsletter_slots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_edition_sponsorships" ADD CONSTRAINT "ad_edition_sponsorships_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edition_sponsorships" ADD CONSTRAINT "ad_edition_sponsorships_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edition_sponsorships" ADD CONSTRAINT "ad_edition_sponsorships_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_newsletter_clicks" ADD CONSTRAINT "ad_newsletter_clicks_sponsorship_id_ad_edition_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "ad_edition_sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_newsletter_clicks" ADD CONSTRAINT "ad_newsletter_clicks_delivery_id_newsletter_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_edition_sponsorships_campaign_idx" ON "ad_edition_sponsorships" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_newsletter_slots_check" CHECK (newsletter_slots between 0 and 31);