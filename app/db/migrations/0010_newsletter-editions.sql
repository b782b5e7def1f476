CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"email" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_edition_email_key" UNIQUE("edition_id","email"),
	CONSTRAINT "newsletter_deliveries_status_check" CHECK (status in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"subject" text NOT NULL,
	"body" text,
	"text" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_editions_key_unique" UNIQUE("key"),
	CONSTRAINT "newsletter_editions_kind_check" CHECK (kind in ('daily_digest', 'weekly_summary', 'breaking_news', 'admin')),
	CONSTRAINT "newsletter_editions_status_check" CHECK (status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_editions" ADD CONSTRAINT "newsletter_editions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_edition_status_idx" ON "newsletter_deliveries" USING btree ("edition_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_editions_created_idx" ON "newsletter_editions" USING btree ("created_at" DESC NULLS LAST);