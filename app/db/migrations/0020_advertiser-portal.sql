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
ALTER TABLE "ad_creatives" ADD COLUMN "submitted_by" text;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_report_links" ADD CONSTRAINT "ad_report_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invitations" ADD CONSTRAINT "advertiser_invitations_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invitations" ADD CONSTRAINT "advertiser_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invitations" ADD CONSTRAINT "advertiser_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_members" ADD CONSTRAINT "advertiser_members_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_members" ADD CONSTRAINT "advertiser_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_report_links_campaign_idx" ON "ad_report_links" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "advertiser_invitations_advertiser_idx" ON "advertiser_invitations" USING btree ("advertiser_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "advertiser_members_user_idx" ON "advertiser_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_status_check" CHECK (status in ('awaiting_advertiser', 'pending', 'approved', 'rejected'));