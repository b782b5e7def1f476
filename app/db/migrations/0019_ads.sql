CREATE TABLE "ad_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"name" text NOT NULL,
	"package_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"sold_impressions" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"placements" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency_cap" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_status_check" CHECK (status in ('draft', 'in_review', 'scheduled', 'live', 'paused', 'completed')),
	CONSTRAINT "ad_campaigns_package_check" CHECK (package_id in ('startup', 'professional', 'enterprise')),
	CONSTRAINT "ad_campaigns_flight_check" CHECK (ends_on >= starts_on),
	CONSTRAINT "ad_campaigns_sold_check" CHECK (sold_impressions > 0),
	CONSTRAINT "ad_campaigns_cap_check" CHECK (frequency_cap between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "ad_creatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"headline" text NOT NULL,
	"body" text NOT NULL,
	"call_to_action" text NOT NULL,
	"destination_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_creatives_status_check" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "ad_daily" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creative_id" uuid NOT NULL,
	"placement" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"served" integer DEFAULT 0 NOT NULL,
	"viewable" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_invalid_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"event" text NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_invalid_events_event_check" CHECK (event in ('serve', 'view', 'click')),
	CONSTRAINT "ad_invalid_events_reason_check" CHECK (reason in ('bot', 'prefetch', 'ad_free_reader', 'unknown_nonce', 'expired', 'replayed', 'click_before_view', 'rate_exceeded')),
	CONSTRAINT "ad_invalid_events_count_check" CHECK (events > 0)
);
--> statement-breakpoint
CREATE TABLE "ad_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creative_id" uuid NOT NULL,
	"placement" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"reader_hash" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"aggregated_at" timestamp with time zone,
	CONSTRAINT "ad_offers_placement_check" CHECK (placement in ('home', 'news-list', 'article', 'education', 'podcast', 'video'))
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily" ADD CONSTRAINT "ad_daily_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_daily" ADD CONSTRAINT "ad_daily_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_invalid_events" ADD CONSTRAINT "ad_invalid_events_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_offers" ADD CONSTRAINT "ad_offers_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_offers" ADD CONSTRAINT "ad_offers_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_campaigns_status_idx" ON "ad_campaigns" USING btree ("status","starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "ad_creatives_campaign_idx" ON "ad_creatives" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_daily_campaign_day_idx" ON "ad_daily" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "ad_invalid_events_campaign_idx" ON "ad_invalid_events" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "ad_offers_campaign_day_idx" ON "ad_offers" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "ad_offers_reader_idx" ON "ad_offers" USING btree ("day","reader_hash");--> statement-breakpoint
CREATE INDEX "ad_offers_aggregate_idx" ON "ad_offers" USING btree ("day") WHERE aggregated_at is null;