CREATE TABLE "ad_report_emails" (
	"campaign_id" uuid NOT NULL,
	"period" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_report_emails_campaign_id_period_pk" PRIMARY KEY("campaign_id","period")
);
--> statement-breakpoint
ALTER TABLE "ad_report_emails" ADD CONSTRAINT "ad_report_emails_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;