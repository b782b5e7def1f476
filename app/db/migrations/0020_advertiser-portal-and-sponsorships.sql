CREATE TABLE "episode_download_days" (
	"episode_id" uuid NOT NULL,
	"day" date NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "episode_download_days_episode_id_day_pk" PRIMARY KEY("episode_id","day")
);
--> statement-breakpoint
CREATE TABLE "episode_download_progress" (
	"episode_id" uuid NOT NULL,
	"day" date NOT NULL,
	"listener_hash" text NOT NULL,
	"bytes_reached" integer DEFAULT 0 NOT NULL,
	"counted_at" timestamp with time zone,
	CONSTRAINT "episode_download_progress_episode_id_day_listener_hash_pk" PRIMARY KEY("episode_id","day","listener_hash")
);
--> statement-breakpoint
CREATE TABLE "ad_edition_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creative_id" uuid NOT NULL,
	"sponsored_copies" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_edition_sponsorships_edition_id_unique" UNIQUE("edition_id")
);
--> statement-breakpoint
CREATE TABLE "ad_episode_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_episode_sponsorships_episode_id_unique" UNIQUE("episode_id")
);
--> statement-breakpoint
CREATE TABLE "ad_newsletter_clicks" (
	"sponsorship_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_newsletter_clicks_sponsorship_id_delivery_id_pk" PRIMARY KEY("sponsorship_id","delivery_id")
);
--> statement-breakpoint
CREATE TABLE "ad_report_emails" (
	"campaign_id" uuid NOT NULL,
	"period" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_report_emails_campaign_id_period_pk" PRIMARY KEY("campaign_id","period")
);
--> statement-breakpoint
CREATE TABLE "ad_report_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "advertiser_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "advertiser_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "advertiser_members" (
	"advertiser_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_members_advertiser_id_user_id_pk" PRIMARY KEY("advertiser_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ad_creatives" DROP CONSTRAINT "ad_creatives_status_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sponsor_campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD COLUMN "newsletter_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD COLUMN "newsletter_slots" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD COLUMN "favour_clicks" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "episode_download_days" ADD CONSTRAINT "episode_download_days_episode_id_podcasts_id_fk" FOREIGN KEY ("episode_id") REFERENCES "podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_download_progress" ADD CONSTRAINT "episode_download_progress_episode_id_podcasts_id_fk" FOREIGN KEY ("episode_id") REFERENCES "podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edition_sponsorships" ADD CONSTRAINT "ad_edition_sponsorships_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edition_sponsorships" ADD CONSTRAINT "ad_edition_sponsorships_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_edition_sponsorships" ADD CONSTRAINT "ad_edition_sponsorships_creative_id_ad_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_episode_sponsorships" ADD CONSTRAINT "ad_episode_sponsorships_episode_id_podcasts_id_fk" FOREIGN KEY ("episode_id") REFERENCES "podcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_episode_sponsorships" ADD CONSTRAINT "ad_episode_sponsorships_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_newsletter_clicks" ADD CONSTRAINT "ad_newsletter_clicks_sponsorship_id_ad_edition_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "ad_edition_sponsorships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_newsletter_clicks" ADD CONSTRAINT "ad_newsletter_clicks_delivery_id_newsletter_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_emails" ADD CONSTRAINT "ad_report_emails_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invitations" ADD CONSTRAINT "advertiser_invitations_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invitations" ADD CONSTRAINT "advertiser_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invitations" ADD CONSTRAINT "advertiser_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_members" ADD CONSTRAINT "advertiser_members_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_members" ADD CONSTRAINT "advertiser_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_edition_sponsorships_campaign_idx" ON "ad_edition_sponsorships" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_episode_sponsorships_campaign_idx" ON "ad_episode_sponsorships" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ad_report_links_campaign_idx" ON "ad_report_links" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "advertiser_invitations_advertiser_idx" ON "advertiser_invitations" USING btree ("advertiser_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertiser_members_user_idx" ON "advertiser_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_sponsor_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("sponsor_campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_newsletter_slots_check" CHECK (newsletter_slots between 0 and 31);--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_status_check" CHECK (status in ('awaiting_advertiser', 'pending', 'approved', 'rejected'));